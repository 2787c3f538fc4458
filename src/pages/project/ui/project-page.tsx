import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { projectHref, useProject } from '@/entities/project';
import { useSignedInPage } from '@/features/signed-in-page';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { MyProjects } from '@/widgets/user-sidebar';
import './project-page.css';

function ProjectNotFound() {
  return (
    <div className="project-page__not-found" role="status">
      <h2>Project not found</h2>
      <p>This project does not exist, or it belongs to another account.</p>
      <Link to="/project">See all your projects</Link>
    </div>
  );
}

/**
 * `/project` and `/project/{uuid or id}`: the signed-in user's projects full width (the open
 * project, then the list). Visitors get the login popup; a numeric id is replaced by the uuid.
 */
export function ProjectPage() {
  const { projectId = null } = useParams();
  const { isSignedIn, isLoading, logIn } = useSignedInPage();
  const navigate = useNavigate();
  const { project } = useProject(isSignedIn ? projectId : null);
  useDocumentTitle(project ? project.title : 'My Projects');

  useEffect(() => {
    // A project the server sends without a key has no address of its own: it stays at the one it was opened at.
    if (project && projectId && project.uuid && project.uuid !== projectId) navigate(projectHref(project.uuid), { replace: true });
  }, [project, projectId, navigate]);

  if (isLoading) {
    return (
      <main className="page project-page" aria-busy="true">
        <Spinner label="Loading your projects" />
      </main>
    );
  }
  if (!isSignedIn) {
    return (
      <main className="page project-page">
        <h1>My Projects</h1>
        <p className="project-page__visitor">Log in to see and build your projects.</p>
        <Button onClick={logIn}>Log in</Button>
      </main>
    );
  }
  return (
    <main className="page project-page">
      <h1>My Projects</h1>
      <MyProjects
        className="project-page__projects"
        selected={projectId}
        onOpen={(opened) => navigate(projectHref(opened.uuid))}
        headingLevel={2}
        returnTo="/project"
        notFound={<ProjectNotFound />}
      />
    </main>
  );
}
