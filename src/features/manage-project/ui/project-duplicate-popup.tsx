import { useNavigate } from 'react-router-dom';
import type { PopupBodyProps } from '@/shared/lib/popup';
import type { ProjectPopupProps } from '../model/project-popup-props';
import { useDuplicateProjectAction } from '../model/use-manage-project';
import { ProjectTitleForm } from './project-title-form';

/** Default name of a copy. */
export const duplicateTitle = (title: string) => `${title} (copy)`;

/** project_duplicate: default "{title} (copy)"; a blank name is only logged (nothing is sent). */
export function ProjectDuplicatePopup({ props, close }: PopupBodyProps<ProjectPopupProps>) {
  const [duplicate] = useDuplicateProjectAction();
  const navigate = useNavigate();
  return (
    <ProjectTitleForm
      heading="DUPLICATE PROJECT"
      label="New Project Title"
      initialTitle={duplicateTitle(props.title)}
      submitLabel="DUPLICATE"
      pendingLabel="Duplicating..."
      onCancel={close}
      onSubmit={async (title) => {
        if (!title.trim()) {
          console.warn('Duplicate project: a blank title was not sent.');
          return null;
        }
        const result = await duplicate(props.uuid, title);
        if (result.ok) {
          close();
          if (typeof props.returnTo === 'string') navigate(props.returnTo);
        }
        return result;
      }}
    />
  );
}
