import { useId, useRef, useState, type FormEvent } from 'react';
import { useCreateProject, useProjectList } from '@/entities/project';
import type { ItemPopupProps, ProjectDto } from '@/shared/api';
import type { PopupBodyProps } from '@/shared/lib/popup';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { addTargetOf } from '../lib/add-target';
import { useAddToProject } from '../model/use-add-to-project';
import './project-item-popups.css';

/**
 * add: choose a project (the first is preselected) or type a new project's name, which wins: the
 * project is created first, then the item is added to it. Errors show in the popup.
 */
export function AddToProjectPopup({ props, close }: PopupBodyProps<ItemPopupProps>) {
  const target = addTargetOf(props);
  const { projects, isLoading, isError } = useProjectList({ ordering: '-updated_at' });
  const [createProject] = useCreateProject();
  // The project a typed name created: if adding to it then fails, trying again adds, not creates twice.
  const createdFor = useRef<{ title: string; project: ProjectDto } | null>(null);
  const addToProject = useAddToProject();
  const [chosen, setChosen] = useState<string | null>(null);
  const [newTitle, setNewTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const selected = chosen ?? projects?.[0]?.uuid ?? '';
  const hasProjects = (projects?.length ?? 0) > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const typed = newTitle.trim();
    let project = projects?.find((p) => p.uuid === selected);
    if (!typed && !project) {
      setError('Choose a project or type a name for a new one.');
      return;
    }
    setBusy(true);
    try {
      if (typed) {
        let created = createdFor.current?.title === typed ? createdFor.current.project : null;
        if (!created) {
          const result = await createProject(typed);
          if (!result.ok) {
            setError(result.error);
            return;
          }
          created = result.project;
          createdFor.current = { title: typed, project: created };
        }
        project = { ...created, updatedAt: created.updated_at, trackCount: 0, items: [], unlistedCount: 0 };
      }
      const outcome = await addToProject({
        project: { uuid: project!.uuid, title: project!.title },
        item: target,
        track: target.track,
      });
      if (outcome.status === 'added') close();
      else setError(outcome.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="project-item-popup" onSubmit={submit} noValidate>
      <h2 className="project-item-popup__title">ADD TO PROJECT</h2>
      <p className="project-item-popup__item">{target.title}</p>
      {isLoading ? <p className="project-item-popup__note">Loading projects...</p> : null}
      {isError ? <Alert>Failed to fetch projects</Alert> : null}
      {hasProjects ? (
        <div className="project-item-popup__field">
          <label className="project-item-popup__label" htmlFor={`${id}-project`}>
            Project
          </label>
          <select
            id={`${id}-project`}
            className="project-item-popup__select"
            value={selected}
            disabled={newTitle.trim() !== ''}
            onChange={(event) => setChosen(event.target.value)}
          >
            {projects!.map((project) => (
              <option key={project.uuid} value={project.uuid}>
                {project.title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <TextField
        label={hasProjects ? 'Or create a new project' : 'New project'}
        placeholder="New project title"
        value={newTitle}
        autoComplete="off"
        onChange={(event) => {
          setNewTitle(event.target.value);
          setError(null);
        }}
        hint={hasProjects ? 'A name typed here creates that project and adds the item to it.' : undefined}
      />
      {error ? <Alert>{error}</Alert> : null}
      <div className="project-item-popup__actions">
        <Button variant="secondary" onClick={close}>
          CANCEL
        </Button>
        <Button type="submit" disabled={busy || isLoading}>
          {busy ? 'Adding...' : 'ADD'}
        </Button>
      </div>
    </form>
  );
}
