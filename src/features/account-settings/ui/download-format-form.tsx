import { useState } from 'react';
import type { User } from '@/entities/user';
import type { DownloadFormat } from '@/shared/api';
import { useSaveStatus } from '@/shared/lib/form';
import { SaveStatus } from '@/shared/ui/save-status';
import { useUpdateProfileMutation } from '../api/account-api';
import { ACCOUNT_MESSAGES, DOWNLOAD_FORMAT_OPTIONS } from '../model/account-schemas';
import { saveErrors } from '../model/save-errors';
import { AccountSection } from './account-section';
import './account-forms.css';

/**
 * The preferred download format (WAV, AIF, MP3 or ASK EVERY TIME, stored "ask"), saved as soon as
 * one is chosen. What is checked is what is saved: the choice shows while it is being saved, and a
 * failed save checks the saved format again beside the error, so choosing again tries again.
 */
export function DownloadFormatForm({ user }: { user: User }) {
  const [updateProfile] = useUpdateProfileMutation();
  const status = useSaveStatus();
  const [chosen, setChosen] = useState<DownloadFormat | null>(null);
  const value = chosen ?? user.preferred_download_format;

  async function save(format: DownloadFormat) {
    setChosen(format);
    status.saving();
    try {
      await updateProfile({ preferred_download_format: format }).unwrap();
      setChosen(null);
      status.saved();
    } catch (error) {
      const { message } = saveErrors(error, ACCOUNT_MESSAGES.updateFailed, []);
      console.error(ACCOUNT_MESSAGES.updateFailed, message);
      setChosen(null);
      status.failed(message);
    }
  }

  return (
    <AccountSection title="DOWNLOAD FILE FORMAT">
      <form className="account-form" onSubmit={(event) => event.preventDefault()} aria-label="Download file format">
        <fieldset className="account-formats" disabled={status.state.kind === 'saving'}>
          <legend className="account-section__intro">The format your downloads start in.</legend>
          {DOWNLOAD_FORMAT_OPTIONS.map((option) => (
            <label key={option.value} className="account-formats__option">
              <input
                type="radio"
                name="preferred_download_format"
                value={option.value}
                checked={value === option.value}
                onChange={() => void save(option.value)}
              />
              {option.label}
              <span className="account-formats__hint">{option.hint}</span>
            </label>
          ))}
        </fieldset>
        <SaveStatus state={status.state} />
      </form>
    </AccountSection>
  );
}
