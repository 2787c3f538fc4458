import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../redux/hooks';
import {
  closeSidebar,
  openSidebar,
  resetSidebar,
  selectArea,
  selectIsSidebarHeld,
  selectProject,
  selectSidebarArea,
  selectSidebarOpen,
  selectSidebarProject,
  sidebarBack,
  toggleSidebar,
  type SidebarArea,
} from './sidebar-slice';

/** The user sidebar's state and its actions, for components. */
export function useSidebar() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectSidebarOpen);
  const selected = useAppSelector(selectSidebarArea);
  const selectedProject = useAppSelector(selectSidebarProject);
  const held = useAppSelector(selectIsSidebarHeld);
  const actions = useMemo(
    () => ({
      open: (area?: SidebarArea) => dispatch(openSidebar(area)),
      close: () => dispatch(closeSidebar()),
      toggle: () => dispatch(toggleSidebar()),
      select: (area: SidebarArea | null) => dispatch(selectArea(area)),
      selectProject: (uuid: string | null) => dispatch(selectProject(uuid)),
      back: () => dispatch(sidebarBack()),
      reset: () => dispatch(resetSidebar()),
    }),
    [dispatch],
  );
  return { isOpen, selected, selectedProject, held, ...actions };
}
