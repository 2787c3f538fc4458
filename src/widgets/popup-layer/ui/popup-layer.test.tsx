import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userApi } from '@/entities/user';
import { authApi, sessionSaga } from '@/features/auth';
import { openPopup, POPUP_NAMES, usePopup, type PopupName, type PopupProps } from '@/shared/lib/popup';
import type { AppStore } from '@/shared/redux';
import { renderWithProviders } from '@/shared/lib/test';
import { POPUP_REGISTRY } from '../model/registry';
import { downloadSaga } from '@/features/download-item';
import { PopupLayer } from './popup-layer';

function Opener({ name, label = `Open ${name}`, props }: { name: PopupName; label?: string; props?: PopupProps }) {
  const { open } = usePopup();
  return (
    <button type="button" onClick={() => open(name, props ? { props } : undefined)}>
      {label}
    </button>
  );
}

function renderLayer(name: PopupName = 'submit_demo', props?: PopupProps) {
  return renderWithProviders(
    <>
      <Opener name={name} props={props} />
      <PopupLayer />
    </>,
    { sagas: [sessionSaga, downloadSaga] },
  );
}

async function signIn(store: AppStore, email = 'listener@example.com') {
  // A safe request first hands out the csrftoken cookie the login POST must echo.
  await store.dispatch(userApi.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false }));
  await store.dispatch(authApi.endpoints.login.initiate({ username: email, password: 'demo1234', staySignedIn: true })).unwrap();
}

describe('PopupLayer', () => {
  it('registers a lazily loaded body for every popup name', () => {
    expect(Object.keys(POPUP_REGISTRY).sort()).toEqual([...POPUP_NAMES].sort());
  });

  it('opens a popup by name and closes it with Escape, giving focus back to the opener', async () => {
    const user = userEvent.setup();
    renderLayer('submit_demo');
    const opener = screen.getByRole('button', { name: 'Open submit_demo' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Submit your music' });
    expect(await within(dialog).findByRole('heading', { name: 'SUBMIT YOUR MUSIC' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'newcomposers@4em.example' })).toBeInTheDocument();
    expect(within(dialog).getByText(/3-5 instrumental underscore tracks/)).toBeInTheDocument();
    expect(within(dialog).getByText(/reply can take several months/)).toBeInTheDocument();
    expect(within(dialog).getByText(/pre-existing tracks or catalogs/)).toBeInTheDocument();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('locks page scrolling while any popup is open and restores it on full close', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'auto';
    const { store } = renderLayer('submit_demo');
    await user.click(screen.getByRole('button', { name: 'Open submit_demo' }));
    await screen.findByRole('dialog');
    expect(document.body.style.overflow).toBe('hidden');

    act(() => {
      store.dispatch(openPopup({ name: 'confirm_account', overParent: true }));
    });
    await screen.findByRole('heading', { name: 'ALMOST DONE!' });
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    await screen.findByRole('heading', { name: 'SUBMIT YOUR MUSIC' });
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('returns to the parent when a popup opened over it closes', async () => {
    const user = userEvent.setup();
    const { store } = renderLayer('submit_demo');
    await user.click(screen.getByRole('button', { name: 'Open submit_demo' }));
    await screen.findByRole('heading', { name: 'SUBMIT YOUR MUSIC' });

    act(() => {
      store.dispatch(openPopup({ name: 'confirm_account', props: { email: 'jane@example.com' }, overParent: true }));
    });
    const child = await screen.findByRole('dialog', { name: 'Confirm your account' });
    expect(within(child).getByText('jane@example.com')).toBeInTheDocument();
    expect(child.contains(document.activeElement)).toBe(true);
    expect(screen.queryByRole('heading', { name: 'SUBMIT YOUR MUSIC' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { name: 'SUBMIT YOUR MUSIC' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from a click on the backdrop', async () => {
    const user = userEvent.setup();
    renderLayer('submit_demo');
    await user.click(screen.getByRole('button', { name: 'Open submit_demo' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a visitor the login popup instead of a protected popup, then the popup they asked for once signed in', async () => {
    const user = userEvent.setup();
    renderLayer('add', { item: { type: 'track', id: 1, title: 'Opening Titles' } });
    await user.click(screen.getByRole('button', { name: 'Open add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(await within(dialog).findByText('Please log in to continue: Add to project.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/not available yet/)).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Email*'), 'listener@example.com');
    await user.type(within(dialog).getByLabelText('Password*'), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Go' }));

    const asked = await screen.findByRole('dialog', { name: 'Add to project' });
    expect(await within(asked).findByText('ADD TO PROJECT')).toBeInTheDocument();
  });

  it('shows a signed-in user the protected popup itself, and Escape closes it', async () => {
    const user = userEvent.setup();
    const { store } = renderLayer('download', { item: { type: 'track', id: 1, title: 'Opening Titles' } });
    await signIn(store);
    await user.click(screen.getByRole('button', { name: 'Open download' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download' });
    expect(await within(dialog).findByText('You have 25 downloads left. This download uses 1 file.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderLayer('submit_demo');
    await user.click(screen.getByRole('button', { name: 'Open submit_demo' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('heading', { name: 'SUBMIT YOUR MUSIC' });
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});
