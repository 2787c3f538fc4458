import { useState } from 'react';
import type { PopupBodyProps } from '@/shared/lib/popup';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { useRemoveProjectItem } from '../model/use-remove-project-item';
import './project-item-popups.css';

/** Props of remove_track: the project, and the track or stem to take out of it (its id and type). */
export interface RemoveTrackPopupProps {
  [key: string]: unknown;
  uuid: string;
  projectTitle: string;
  /** The track or stem id (what add and set-items send), not the project item's own id. */
  id: number;
  type: 'track' | 'stem';
  title: string;
}

/**
 * remove_track: confirm, then the row disappears at once; the popup waits for the server, closing
 * on success and showing the error (the row back in place) on failure.
 */
export function RemoveTrackPopup({ props, close }: PopupBodyProps<RemoveTrackPopupProps>) {
  const [remove, { isLoading }] = useRemoveProjectItem();
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    const result = await remove({
      project: { uuid: props.uuid, title: props.projectTitle },
      item: { id: props.id, type: props.type, title: props.title },
    });
    if (result.ok) close();
    else setError(result.message);
  }

  return (
    <div className="project-item-popup">
      <h2 className="project-item-popup__title">REMOVE FROM PROJECT</h2>
      <p className="project-item-popup__text">
        Remove <strong>{props.title}</strong> from <strong>{props.projectTitle}</strong>?
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <div className="project-item-popup__actions">
        <Button variant="secondary" onClick={close}>
          CANCEL
        </Button>
        <Button onClick={confirm} disabled={isLoading}>
          {isLoading ? 'Removing...' : 'REMOVE'}
        </Button>
      </div>
    </div>
  );
}
