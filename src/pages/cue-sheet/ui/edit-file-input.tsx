import { useEffect, useId, useState, type DragEvent } from 'react';
import { prepareEditReader } from '@/entities/edit';

/** What editing software exports: CMX 3600 EDL, Premiere / Final Cut 7 XML, FCPXML, OpenTimelineIO. */
const EDIT_FILE_TYPES = '.edl,.xml,.fcpxml,.otio,text/plain,application/xml,text/xml,application/json';

export interface EditFileInputProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

/**
 * "Edit file": a file input taking one or more files (Premiere exports one EDL per audio track),
 * and a drop zone around it for files dragged from the desktop.
 */
export function EditFileInput({ onFiles, disabled = false }: EditFileInputProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const hasFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');
  // The reader starts while the person finds their file: the first drop is read at once.
  useEffect(() => {
    if (!disabled) prepareEditReader();
  }, [disabled]);
  return (
    <div
      className={`edit-drop${dragging ? ' edit-drop--over' : ''}`}
      onDragEnter={(event) => {
        if (!hasFiles(event)) return;
        setDragging(true);
        prepareEditReader();
      }}
      onDragOver={(event) => {
        if (!hasFiles(event) || disabled) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const files = [...event.dataTransfer.files];
        if (files.length > 0 && !disabled) onFiles(files);
      }}
    >
      <label className="edit-drop__label" htmlFor={id}>
        Edit file
      </label>
      <input
        id={id}
        className="edit-drop__input"
        type="file"
        multiple
        accept={EDIT_FILE_TYPES}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared, so choosing the same file again (after fixing it) reads it again.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <p className="edit-drop__hint" id={`${id}-hint`}>
        Drop the edit here, or choose it: a CMX 3600 EDL (several at once for one EDL per audio track), Premiere or Final Cut
        XML, FCPXML or OpenTimelineIO.
      </p>
    </div>
  );
}
