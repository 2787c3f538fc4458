import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@mocks/node';
import { makeTrack } from '@/entities/track/testing';
import { userApi } from '@/entities/user';
import { renderWithProviders } from '@/shared/lib/test';
import { makeStore } from '@/shared/redux';
import { DraggableTrack } from './draggable-track';

const wrapperOf = (text: string) => screen.getByText(text).parentElement as HTMLElement;

/** A store whose cached session is a signed-in listener, as the header's query leaves it. */
async function signedInStore() {
  signInAs('listener@example.com');
  const store = makeStore();
  await store.dispatch(userApi.endpoints.getMe.initiate(undefined, { forceRefetch: true }));
  return store;
}

describe('DraggableTrack', () => {
  it("makes a signed-in user's row draggable once the page has painted, keeping the row's own elements", async () => {
    renderWithProviders(
      <DraggableTrack track={makeTrack({ id: 7, title: 'Night Drive' })}>
        <p>Night Drive row</p>
      </DraggableTrack>,
      { store: await signedInStore() },
    );
    const row = screen.getByText('Night Drive row');
    await waitFor(() => expect(wrapperOf('Night Drive row')).toHaveAttribute('draggable', 'true'));
    expect(wrapperOf('Night Drive row')).toHaveClass('draggable-track--enabled');
    expect(screen.getByText('Night Drive row')).toBe(row);
  });

  it('never makes a visitor’s row draggable', async () => {
    const visitorStore = makeStore();
    renderWithProviders(
      <DraggableTrack track={makeTrack({ id: 8, title: 'Open Road' })}>
        <p>Open Road row</p>
      </DraggableTrack>,
      { store: visitorStore },
    );
    // A signed-in row on the same page, painted in the same frame, is the point at which a
    // visitor's row would have been made draggable too.
    renderWithProviders(
      <DraggableTrack track={makeTrack({ id: 9, title: 'Low Tide' })}>
        <p>Low Tide row</p>
      </DraggableTrack>,
      { store: await signedInStore() },
    );
    await waitFor(() => expect(wrapperOf('Low Tide row')).toHaveAttribute('draggable', 'true'));
    expect(wrapperOf('Open Road row')).not.toHaveAttribute('draggable');
    expect(wrapperOf('Open Road row')).not.toHaveClass('draggable-track--enabled');
  });
});
