import { useCallback, useState, type DragEvent } from 'react';
import { referenceCleared, selectReferenceTrack } from '@/entities/reference-track';
import { usePopup } from '@/shared/lib/popup';
import { useAppDispatch, useAppStore } from '@/shared/redux';
import { offerReferenceFile } from './reference-pending-file';

/** Opens MATCH A REFERENCE TRACK (the popup `reference_track`). */
export function useOpenReferencePopup(): () => void {
  const { open } = usePopup();
  return useCallback(() => open('reference_track'), [open]);
}

/** Removes the reference (its chip's ×): the file is let go; the search stays as it is. */
export function useRemoveReference(): () => void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(() => {
    const reference = selectReferenceTrack(store.getState());
    dispatch(referenceCleared());
    if (reference) URL.revokeObjectURL(reference.url);
  }, [dispatch, store]);
}

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

export interface ReferenceFileDrop {
  /** A file is being dragged over the area. */
  dragging: boolean;
  onDragEnter: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDragLeave: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
}

/**
 * Dropping an audio file on an area (the search page) opens the reference popup with it. Only
 * drags that carry files are taken; tracks dragged to a project pass through untouched.
 */
export function useReferenceFileDrop(): ReferenceFileDrop {
  const { open } = usePopup();
  const [dragging, setDragging] = useState(false);
  const onDragEnter = useCallback((event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragging(true);
  }, []);
  const onDragOver = useCallback((event: DragEvent) => {
    if (!carriesFiles(event)) return;
    // Without this the browser opens the dropped file in place of the app.
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
  }, []);
  const onDragLeave = useCallback((event: DragEvent) => {
    // Leaving for a child of the area is not leaving it.
    if (event.currentTarget instanceof Node && event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setDragging(false);
  }, []);
  const onDrop = useCallback(
    (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      setDragging(false);
      const file = event.dataTransfer?.files?.[0];
      if (!file) return;
      offerReferenceFile(file);
      open('reference_track');
    },
    [open],
  );
  return { dragging, onDragEnter, onDragOver, onDragLeave, onDrop };
}
