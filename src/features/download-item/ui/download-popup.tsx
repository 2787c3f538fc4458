import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ItemPopupProps } from '@/shared/api';
import type { PopupBodyProps } from '@/shared/lib/popup';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Spinner } from '@/shared/ui/spinner';
import type { FileFormat } from '../api/download-api';
import { DOWNLOAD_TEXT, downloadFailedMessage } from '../lib/download-messages';
import { downloadItemOf, includeChoices } from '../lib/item-ref';
import { useDownloadPopup } from '../model/use-download-popup';
import './download-popup.css';

const FORMATS: { format: FileFormat; label: string; detail: string }[] = [
  { format: 'WAV', label: 'WAV', detail: 'Avid/Final Cut-friendly, 48k' },
  { format: 'AIF', label: 'AIF/AIFF', detail: '44.1k' },
  { format: 'MP3', label: 'MP3', detail: '320kbps' },
];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A line saying what the popup is waiting for, beside a spinner. */
function BusyStatus({ children }: { children: string }) {
  return (
    <p className="download-popup__status" role="status">
      <span aria-hidden="true" className="download-popup__spinner"><Spinner width={18} /></span> {children}
    </p>
  );
}

/**
 * The download popup: the check's outcome (limit reached, already being prepared), the format
 * choice with the downloads left, or "Preparing Download" for items whose files are e-mailed.
 */
export function DownloadPopup({ props, close }: PopupBodyProps<Partial<ItemPopupProps>>) {
  const item = downloadItemOf(props);
  const { state, setOptions, choose } = useDownloadPopup(item, props.include_stems);
  const [dontAsk, setDontAsk] = useState(false);

  if (!item) {
    return (
      <div className="download-popup">
        <h2 className="download-popup__title">DOWNLOAD</h2>
        <Alert>Nothing to download.</Alert>
      </div>
    );
  }

  const choices = includeChoices(item);
  const { status, remaining, requested, options, error } = state;
  const busy = status === 'checking' || status === 'requesting' || status === 'starting';

  return (
    <div className="download-popup" aria-busy={busy}>
      <h2 className="download-popup__title">DOWNLOAD</h2>
      <p className="download-popup__item">{item.title}</p>

      {status === 'checking' && (
        <BusyStatus>Checking your downloads...</BusyStatus>
      )}

      {status === 'limit' && (
        <div className="download-popup__notice" role="alert">
          <p className="download-popup__headline">
            {remaining === 0 || remaining === null ? DOWNLOAD_TEXT.limitReached : DOWNLOAD_TEXT.onlyAvailable(remaining)}
          </p>
          {requested !== null && requested > 1 && (
            <p>
              {DOWNLOAD_TEXT.typeHasFiles(requested)}.{' '}
              <Link to="/contact" onClick={close} className="download-popup__link">
                Contact us
              </Link>{' '}
              to download more.
            </p>
          )}
        </div>
      )}

      {status === 'duplicate' && (
        <div className="download-popup__notice" role="alert">
          <p>{DOWNLOAD_TEXT.duplicate}</p>
        </div>
      )}

      {status === 'preparing' && (
        <div className="download-popup__notice" role="status">
          <p className="download-popup__headline">{DOWNLOAD_TEXT.preparingTitle}</p>
          <p>{DOWNLOAD_TEXT.preparing}</p>
        </div>
      )}

      {status === 'error' && error && <Alert>{downloadFailedMessage(error)}</Alert>}

      {status === 'starting' && (
        <BusyStatus>Starting your download...</BusyStatus>
      )}

      {status === 'started' && (
        <p className="download-popup__status" role="status">
          Your download has started.
        </p>
      )}

      {(status === 'choose' || status === 'requesting') && (
        <>
          {remaining !== null && requested !== null && (
            <p className="download-popup__allowance">
              You have {plural(remaining, 'download')} left. This download uses {plural(requested, 'file')}.
            </p>
          )}
          {(choices.versions || choices.stems) && (
            <fieldset className="download-popup__options">
              <legend>Include</legend>
              <Checkbox
                label={item.type === 'track' || item.type === 'stem' ? 'Track' : 'Tracks'}
                checked={options.include_tracks}
                disabled={busy}
                onChange={(event) => setOptions({ ...options, include_tracks: event.target.checked })}
              />
              {choices.versions && (
                <Checkbox
                  label={item.type === 'track' ? `Versions (${item.num_versions ?? 0})` : 'Versions'}
                  checked={options.include_versions}
                  disabled={busy}
                  onChange={(event) => setOptions({ ...options, include_versions: event.target.checked })}
                />
              )}
              {choices.stems && (
                <Checkbox
                  label={item.type === 'track' ? `Stems (${item.num_stems ?? 0})` : 'Stems'}
                  checked={options.include_stems}
                  disabled={busy}
                  onChange={(event) => setOptions({ ...options, include_stems: event.target.checked })}
                />
              )}
            </fieldset>
          )}
          <p className="download-popup__prompt">Choose a format:</p>
          <div className="download-popup__formats">
            {FORMATS.map(({ format, label, detail }) => (
              <Button key={format} variant="secondary" disabled={busy} onClick={() => choose(format, dontAsk)} className="download-popup__format">
                <span className="download-popup__format-name">{label}</span>{' '}
                <span className="download-popup__format-detail">({detail})</span>
              </Button>
            ))}
          </div>
          <Checkbox label={DOWNLOAD_TEXT.dontAsk} checked={dontAsk} disabled={busy} onChange={(event) => setDontAsk(event.target.checked)} />
          {status === 'requesting' && (
            <BusyStatus>Requesting your download...</BusyStatus>
          )}
        </>
      )}

      <div className="download-popup__actions">
        <Button variant="ghost" onClick={close}>
          Close
        </Button>
      </div>
    </div>
  );
}
