/** The words the user sees when items go in or out of a project. */
export const addedMessage = (title: string, project: string, hadDuplicates: boolean) =>
  `'${title}' added to project '${project}'!${hadDuplicates ? '\nSome duplicate items were not added.' : ''}`;
export const alreadyInProjectMessage = (title: string) => `${title} is already in project.`;
export const ADD_FAILED = 'Error adding item to project.';

export const removedMessage = (title?: string, project?: string) =>
  title && project ? `Successfully removed '${title}' from '${project}'!` : 'Item removed from project.';
export const removeFailedMessage = (title?: string, project?: string) =>
  title && project ? `Failed to remove '${title}' from '${project}'.` : 'Error removing item from project.';

export const UPDATE_ITEMS_FAILED_LOG = 'Failed to update project items';
export const UPDATE_ITEMS_FAILED = 'Error updating project.';

/** The server's "already in project" answer turns into a warning rather than an error. */
export const isAlreadyInProject = (message: string) => /already in project/i.test(message);
