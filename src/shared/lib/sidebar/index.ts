export {
  sidebarSlice,
  SIDEBAR_AREAS,
  SIDEBAR_AREA_LABELS,
  openSidebar,
  closeSidebar,
  toggleSidebar,
  selectArea,
  selectProject,
  sidebarBack,
  resetSidebar,
  selectSidebarOpen,
  selectSidebarArea,
  selectSidebarProject,
  selectIsSidebarHeld,
  type SidebarArea,
  type SidebarState,
} from './sidebar-slice';
export { useSidebar } from './use-sidebar';
