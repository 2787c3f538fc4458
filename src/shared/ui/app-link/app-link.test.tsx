import { act, fireEvent, render, screen } from '@testing-library/react';
import { memo, Profiler } from 'react';
import { Link, Outlet, RouterProvider } from 'react-router-dom';
import { createTestRouter } from '@/shared/lib/test';
import { describe, expect, it } from 'vitest';
import { AppLink } from './app-link';

/** A memoised list row holding a link, as track rows hold their credit links; counts its renders. */
function setup(kind: 'app' | 'router') {
  const renders: string[] = [];
  const Row = memo(function Row() {
    return (
      <Profiler id="row" onRender={(_id, phase) => renders.push(phase)}>
        {kind === 'app' ? <AppLink to="/search?type=tracks&bpm=90">90</AppLink> : <Link to="/search?type=tracks&bpm=90">90</Link>}
      </Profiler>
    );
  });
  const router = createTestRouter(
    [{ path: '/', element: <><Row /><Outlet /></>, children: [{ path: '*', element: null }] }],
    { initialEntries: ['/search?type=tracks'] },
  );
  render(<RouterProvider router={router} />);
  return { router, renders };
}

describe('AppLink', () => {
  it('is a link to the path, and a plain click navigates in the app', async () => {
    const { router } = setup('app');
    const link = screen.getByRole('link', { name: '90' });
    expect(link).toHaveAttribute('href', '/search?type=tracks&bpm=90');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(router.state.location.pathname + router.state.location.search).toBe('/search?type=tracks&bpm=90');
  });

  it('leaves a click with a modifier (new tab, new window) to the browser', () => {
    const { router } = setup('app');
    const link = screen.getByRole('link', { name: '90' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(router.state.location.search).toBe('?type=tracks');
  });

  it('does not re-render when the location changes (react-router Link does, in every row of a list)', async () => {
    const app = setup('app');
    await act(async () => {
      await app.router.navigate('/search?type=tracks&page=2');
    });
    expect(app.renders).toEqual(['mount']);
  });

  it('compared with: a router Link in the same memoised row re-renders on the same navigation', async () => {
    const routerLink = setup('router');
    await act(async () => {
      await routerLink.router.navigate('/search?type=tracks&page=2');
    });
    expect(routerLink.renders.length).toBeGreaterThan(1);
  });
});
