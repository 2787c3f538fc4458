import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brokenText } from './fuzz-render';

describe("the fuzz checks' unread values", () => {
  it('finds a value glued to the next element’s text, which the page’s whole text hid', () => {
    // Failed before: the whole textContent read "Cookie Policy undefinedLegal", no word boundary after "undefined".
    render(
      <main>
        <h1>{`Cookie Policy ${String(undefined)}`}</h1>
        <p>Legal</p>
      </main>,
    );
    expect(brokenText()).toBe('Cookie Policy undefined');
  });

  it('finds NaN and [object Object] in a text of their own', () => {
    const { unmount } = render(<p>{Number('x')} tracks</p>);
    expect(brokenText()).toBe('NaN');
    unmount();
    render(<p>{`By ${String({})}`}</p>);
    expect(brokenText()).toBe('By [object Object]');
  });

  it('passes words that only contain the names', () => {
    render(<p>Undefinedness, NaNa and the object of it</p>);
    expect(brokenText()).toBeNull();
  });
});
