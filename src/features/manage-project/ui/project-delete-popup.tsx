import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PopupBodyProps } from '@/shared/lib/popup';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import type { ProjectPopupProps } from '../model/project-popup-props';
import { useDeleteProjectAction } from '../model/use-manage-project';
import './project-popups.css';

/** project_delete: asks to confirm; shows the server's error text or "Failed to delete project.". */
export function ProjectDeletePopup({ props, close }: PopupBodyProps<ProjectPopupProps>) {
  const [remove, { isLoading }] = useDeleteProjectAction();
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();

  async function confirm() {
    setError(null);
    const result = await remove(props.uuid);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    close();
    if (typeof props.returnTo === 'string') navigate(props.returnTo);
  }

  return (
    <div className="project-popup">
      <h2 className="project-popup__title">DELETE PROJECT</h2>
      <p className="project-popup__text">
        Delete the project <strong>{props.title}</strong>? Its tracks stay in the library.
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <div className="project-popup__actions">
        <Button variant="secondary" onClick={close}>
          CANCEL
        </Button>
        <Button onClick={confirm} disabled={isLoading}>
          {isLoading ? 'Deleting...' : 'DELETE'}
        </Button>
      </div>
    </div>
  );
}
