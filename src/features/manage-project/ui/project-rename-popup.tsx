import type { PopupBodyProps } from '@/shared/lib/popup';
import type { ProjectPopupProps } from '../model/project-popup-props';
import { renameProjectSchema } from '../model/project-title-schema';
import { useRenameProjectAction } from '../model/use-manage-project';
import { ProjectTitleForm } from './project-title-form';

/** project_rename: starts from the current title; "Title can't be blank". */
export function ProjectRenamePopup({ props, close }: PopupBodyProps<ProjectPopupProps>) {
  const [rename] = useRenameProjectAction();
  return (
    <ProjectTitleForm
      heading="RENAME PROJECT"
      initialTitle={props.title}
      submitLabel="SAVE"
      pendingLabel="Saving..."
      schema={renameProjectSchema}
      onCancel={close}
      onSubmit={async (title) => {
        const result = await rename(props.uuid, title);
        if (result.ok) close();
        return result;
      }}
    />
  );
}
