export { ProjectCreatePopup } from './ui/project-create-popup';
export { ProjectRenamePopup } from './ui/project-rename-popup';
export { ProjectDuplicatePopup, duplicateTitle } from './ui/project-duplicate-popup';
export { ProjectDeletePopup } from './ui/project-delete-popup';
export { CREATE_TITLE_BLANK, RENAME_TITLE_BLANK } from './model/project-title-schema';
export type { ProjectPopupProps } from './model/project-popup-props';
