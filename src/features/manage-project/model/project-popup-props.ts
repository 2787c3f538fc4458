/** Props of project_rename, project_duplicate and project_delete: the project acted on. */
export interface ProjectPopupProps {
  [key: string]: unknown;
  uuid: string;
  title: string;
}
