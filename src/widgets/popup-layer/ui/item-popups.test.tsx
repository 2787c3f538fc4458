import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expiredCookie, SESSION_COOKIE, writeDocumentCookie } from '@mocks/lib/server/cookies';
import { db } from '@mocks/db';
import { signInAs } from '@mocks/node';
import { sessionSaga } from '@/features/auth';
import { makeTrack } from '@/entities/track/testing';
import { ItemActionsMenu, trackItemRef } from '@/features/track-actions';
import { renderWithProviders } from '@/shared/lib/test';
import { PopupLayer } from './popup-layer';

/** The item menu opens its popups through this layer, which shows visitors the login popup for the protected ones. */
function renderMenuWithLayer(id = 900050) {
  const track = makeTrack({ id, num_stems: 2 });
  return renderWithProviders(
    <>
      <ItemActionsMenu item={trackItemRef(track)} track={track} />
      <PopupLayer />
    </>,
    { sagas: [sessionSaga] },
  );
}

async function choose(option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^More options for / }));
  await user.click(screen.getByRole('menuitem', { name: option }));
}

describe('item menu popups', () => {
  it.each([
    ['Add to Project', 'Add to project'],
    ['Download', 'Download'],
    ['Download Stems', 'Download'],
    ['Customize', 'Request a customization'],
  ])('a visitor choosing "%s" sees the login popup (the %s popup needs a signed-in user)', async (option) => {
    renderMenuWithLayer();
    await choose(option);
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it.each([
    ['Share', 'Share'],
    ['License', 'Request a license'],
  ])('a visitor choosing "%s" gets the %s popup itself', async (option, dialog) => {
    renderMenuWithLayer();
    await choose(option);
    expect(await screen.findByRole('dialog', { name: dialog })).toBeInTheDocument();
  });

  it('a signed-in user choosing "Add to Project" gets the add popup', async () => {
    signInAs('listener@example.com');
    renderMenuWithLayer();
    await choose('Add to Project');
    expect(await screen.findByRole('dialog', { name: 'Add to project' })).toBeInTheDocument();
  });

  describe('when the session expires while a form is open', () => {
    const BRIEF = 'A 30 s cutdown without vocals, ending on a hit at 0:28.';

    async function typeBriefThenExpire() {
      const user = userEvent.setup();
      signInAs('listener@example.com');
      // A track of the catalogue: the request, sent again, is answered for it.
      renderMenuWithLayer(db.track.findMany({ where: { type: { equals: 'track' } } })[0].id);
      await choose('Customize');
      const form = await screen.findByRole('dialog', { name: 'Request a customization' });
      await user.type(await within(form).findByLabelText('Describe the customization'), BRIEF);
      writeDocumentCookie(expiredCookie(SESSION_COOKIE)); // the session has ended: the next call is refused
      await user.click(within(form).getByRole('button', { name: 'Submit' }));
      const login = await screen.findByRole('dialog', { name: 'Log in' });
      expect(await within(login).findByRole('note')).toHaveTextContent('Please log in to continue: Request a customization.');
      return { user, login };
    }

    async function signInAgain(user: ReturnType<typeof userEvent.setup>, login: HTMLElement, email: string) {
      // The kept form has an "Email*" too, hidden: only the login popup's is a textbox to the user.
      await user.type(within(login).getByRole('textbox', { name: 'Email*' }), email);
      await user.type(within(login).getByLabelText('Password*'), 'demo1234');
      await user.click(within(login).getByRole('button', { name: 'Go' }));
    }

    it('the login popup shows over it, and after signing in again it is back with what was typed', async () => {
      const { user, login } = await typeBriefThenExpire();

      await signInAgain(user, login, 'listener@example.com');

      const form = await screen.findByRole('dialog', { name: 'Request a customization' });
      expect(within(form).getByLabelText('Describe the customization')).toHaveValue(BRIEF);
      expect(within(form).getByLabelText('Email*')).toHaveValue('listener@example.com');
      expect(within(form).getByRole('alert')).toHaveTextContent('Your session had ended, so this was not sent. Please submit it again.');
      await user.click(within(form).getByRole('button', { name: 'Submit' }));
      expect(await within(form).findByText('Submitted!')).toBeInTheDocument();
    });

    it('someone else signing in instead finds it closed', async () => {
      const { user, login } = await typeBriefThenExpire();

      await signInAgain(user, login, 'pro@example.com');

      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.queryByDisplayValue(BRIEF)).not.toBeInTheDocument();
    });
  });
});
