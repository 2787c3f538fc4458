import { useSearchState } from '@/entities/search';
import type { PopupBodyProps } from '@/shared/lib/popup';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { normalizeBpm } from '../lib/normalize-filters';
import { draftChanged, selectDraft } from '../model/advanced-filters-slice';
import { useOpenAdvancedFilters, type SpecifyDialogProps } from '../model/use-search-filters';
import { SpecifyFilterForm } from './specify-filter-form';

/** specify_bpm: a BPM or a hyphen range; SEARCH sets the bpm filter (or the advanced filters draft). */
export function SpecifyBpmPopup({ props, close, closeAll }: PopupBodyProps<SpecifyDialogProps>) {
  const toDraft = props.target === 'draft';
  const { state, update } = useSearchState();
  const draft = useAppSelector(selectDraft);
  const dispatch = useAppDispatch();
  const openAdvanced = useOpenAdvancedFilters();
  return (
    <SpecifyFilterForm
      title="SPECIFY BPM"
      hint="Enter a BPM. For a range, use a hyphen (for example 110-120)."
      label="BPM"
      placeholder="120 or 110-120"
      inputMode="decimal"
      initialValue={toDraft ? draft.bpm : state.bpm}
      normalize={normalizeBpm}
      isEmpty={(text) => text.trim() === ''}
      onSearch={(bpm) => {
        if (toDraft) {
          dispatch(draftChanged({ bpm }));
          close();
        } else {
          update({ bpm });
          closeAll();
        }
      }}
      onAdvanced={toDraft ? undefined : (bpm) => openAdvanced(bpm ? { bpm } : {})}
    />
  );
}
