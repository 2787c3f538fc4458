export {
  projectApi,
  useGetProjectsQuery,
  useGetProjectQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useDeleteProjectMutation,
  useDuplicateProjectMutation,
  useAddProjectItemMutation,
  useRemoveProjectItemMutation,
  useSetProjectItemsMutation,
  type ProjectListArg,
  type CreateProjectArg,
  type UpdateProjectArg,
  type DuplicateProjectArg,
  type AddProjectItemArg,
  type RemoveProjectItemArg,
  type SetProjectItemsArg,
} from './api/project-api';
export {
  projectQueueSource,
  projectItemKey,
  toProject,
  toProjectItem,
  toProjectItemDto,
  isListedItem,
  type Project,
  type ProjectItem,
} from './model/project';
export { useProjectList, useProject } from './model/use-projects';
export { projectHref } from './lib/project-href';
export { useCreateProject, type CreateProjectResult } from './model/use-create-project';
export {
  entryTypeOf,
  entryOfTrack,
  hasEntry,
  insertItem,
  moveItem,
  pendingItem,
  toItemData,
  sameOrder,
  type ProjectEntry as ProjectItemEntry,
  type ProjectItemType,
} from './lib/project-items';
export { formatTrackCount } from './lib/format';
export { ProjectEntry, type ProjectEntryProps } from './ui/project-entry';
export { PROJECT_ITEM_ROW_HEIGHT_PX, ProjectItemRow, type ProjectItemRowProps } from './ui/project-item-row';
