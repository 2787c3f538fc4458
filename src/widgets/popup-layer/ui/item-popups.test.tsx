import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@mocks/node';
import { makeTrack } from '@/entities/track/testing';
import { ItemActionsMenu, trackItemRef } from '@/features/track-actions';
import { renderWithProviders } from '@/shared/lib/test';
import { PopupLayer } from './popup-layer';

/** The item menu opens its popups through this layer, which shows visitors the login popup for the protected ones. */
function renderMenuWithLayer() {
  const track = makeTrack({ id: 900050, num_stems: 2 });
  return renderWithProviders(
    <>
      <ItemActionsMenu item={trackItemRef(track)} track={track} />
      <PopupLayer />
    </>,
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
});
