import { useSearchState } from '@/entities/search';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { draftChanged, selectDraft } from './advanced-filters-slice';
import { useOpenAdvancedFilters, type SpecifyDialogProps } from './use-search-filters';

interface SpecifyFilterControls {
  initialValue: string;
  onSearch: (value: string) => void;
  onAdvanced: ((value: string) => void) | undefined;
}

/**
 * Where a BPM or key dialog writes: into the advanced filters draft when opened over that popup
 * (then back to it), else into the URL search (closing every popup), with the way on to the
 * advanced filters offered only in the latter case.
 */
export function useSpecifyFilter(
  field: 'bpm' | 'key',
  { target }: SpecifyDialogProps,
  close: () => void,
  closeAll: () => void,
): SpecifyFilterControls {
  const toDraft = target === 'draft';
  const { state, update } = useSearchState();
  const draft = useAppSelector(selectDraft);
  const dispatch = useAppDispatch();
  const openAdvanced = useOpenAdvancedFilters();
  return {
    initialValue: toDraft ? draft[field] : state[field],
    onSearch: (value) => {
      if (toDraft) {
        dispatch(draftChanged({ [field]: value }));
        close();
      } else {
        update({ [field]: value });
        closeAll();
      }
    },
    onAdvanced: toDraft ? undefined : (value) => openAdvanced(value ? { [field]: value } : {}),
  };
}
