import type { PopupBodyProps } from '@/shared/lib/popup';
import { createProjectSchema } from '../model/project-title-schema';
import { useCreateProjectAction } from '../model/use-manage-project';
import { ProjectTitleForm } from './project-title-form';

/** project_create: "Title cannot be blank"; on success "Created Project '{title}'!". */
export function ProjectCreatePopup({ close }: PopupBodyProps) {
  const [create] = useCreateProjectAction();
  return (
    <ProjectTitleForm
      heading="CREATE A PROJECT"
      submitLabel="CREATE"
      pendingLabel="Creating..."
      schema={createProjectSchema}
      onCancel={close}
      onSubmit={async (title) => {
        const result = await create(title);
        if (result.ok) close();
        return result;
      }}
    />
  );
}
