import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { referenceLoaded } from '@/entities/reference-track';
import { makeTestReference } from '@/entities/reference-track/testing';
import { makeStore } from '@/shared/redux';
import { renderWithProviders } from '@/shared/lib/test';
import { ReferenceTrackPopup } from './reference-track-popup';

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${decodeURIComponent(router.state.location.search)}`;

function renderPopup({ route = '/search', reference = makeTestReference() as ReturnType<typeof makeTestReference> | null } = {}) {
  const store = makeStore();
  if (reference) store.dispatch(referenceLoaded(reference));
  const closeAll = vi.fn();
  const view = renderWithProviders(<ReferenceTrackPopup name="reference_track" props={{}} close={vi.fn()} closeAll={closeAll} />, { route, store });
  return { ...view, closeAll };
}

describe('MATCH A REFERENCE TRACK', () => {
  it('takes a file through an input labelled "Reference audio file" and says it stays in the browser', () => {
    renderPopup({ reference: null });
    expect(screen.getByRole('heading', { name: 'MATCH A REFERENCE TRACK' })).toBeInTheDocument();
    expect(screen.getByLabelText('Reference audio file')).toHaveAttribute('type', 'file');
    expect(screen.getByText(/never uploaded/)).toBeInTheDocument();
  });

  it('shows the tempo, the key with its Camelot code and confidence, the length and the waveform', () => {
    renderPopup();
    expect(screen.getByText('Tempo: 120 BPM')).toBeInTheDocument();
    expect(screen.getByText('Key: Dm')).toHaveTextContent('Key: Dm (7A)');
    expect(screen.getByText('Confidence: high')).toBeInTheDocument();
    expect(screen.getByText('2:34')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Waveform of temp-love-cue.wav' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Half time (60 BPM)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('SHOW MATCHES searches tracks at the tempo ±4 % in the key and its compatible keys, keeping the rest of the search', async () => {
    const user = userEvent.setup();
    const { router, closeAll } = renderPopup({ route: '/search?keywords_include=Epic&page=3' });
    await user.click(screen.getByRole('button', { name: 'SHOW MATCHES' }));
    expect(where(router)).toBe('/search?keywords_include=Epic&key=Dm,F,Gm,Am&bpm=115-125&type=tracks');
    expect(closeAll).toHaveBeenCalled();
  });

  it('lets the person change the tolerance, add half time and search the key alone', async () => {
    const user = userEvent.setup();
    const { router } = renderPopup();
    await user.click(screen.getByRole('radio', { name: '±2 %' }));
    await user.click(screen.getByRole('button', { name: 'Half time (60 BPM)' }));
    await user.click(screen.getByRole('checkbox', { name: /^Compatible keys/ }));
    expect(screen.getByText('Searches tracks at 59-122 BPM in Dm.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SHOW MATCHES' }));
    expect(where(router)).toBe('/search?key=Dm&bpm=59-122&type=tracks');
  });

  it('says when the key is uncertain and when no beat was heard', () => {
    renderPopup({ reference: makeTestReference({ keyConfidence: 'low', tempo: null }) });
    expect(screen.getByText('Confidence: low')).toBeInTheDocument();
    expect(screen.getByText(/The key is uncertain/)).toBeInTheDocument();
    expect(screen.getByText('Tempo: no steady beat heard')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '±4 %' })).not.toBeInTheDocument();
  });

  it('refuses a file with nothing in it, keeping the reference and the search as they were', async () => {
    const user = userEvent.setup();
    const { router, store } = renderPopup({ route: '/search?type=tracks&bpm=90' });
    await user.upload(screen.getByLabelText('Reference audio file'), new File([], 'empty.mp3', { type: 'audio/mpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("This file isn't audio your browser can read.");
    expect(where(router)).toBe('/search?type=tracks&bpm=90');
    expect(store.getState().referenceTrack?.current?.name).toBe('temp-love-cue.wav');
    expect(screen.getByText('Tempo: 120 BPM')).toBeInTheDocument();
  });

  it('refuses a file over 300 MB before reading it', async () => {
    const user = userEvent.setup();
    renderPopup({ reference: null });
    const huge = new File(['x'], 'whole-film-mix.wav', { type: 'audio/wav' });
    Object.defineProperty(huge, 'size', { value: 400 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Reference audio file'), huge);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Choose a file under 30 minutes.'));
  });
});
