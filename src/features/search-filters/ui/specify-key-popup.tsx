import { useSearchState } from '@/entities/search';
import type { PopupBodyProps } from '@/shared/lib/popup';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { normalizeKey } from '../lib/normalize-filters';
import { draftChanged, selectDraft } from '../model/advanced-filters-slice';
import { useOpenAdvancedFilters, type SpecifyDialogProps } from '../model/use-search-filters';
import { SpecifyFilterForm } from './specify-filter-form';

const keyValue = (text: string) => ({ ok: true as const, value: normalizeKey(text) });

/** specify_key: one key or several separated by commas; SEARCH sets the key filter (normalised). */
export function SpecifyKeyPopup({ props, close, closeAll }: PopupBodyProps<SpecifyDialogProps>) {
  const toDraft = props.target === 'draft';
  const { state, update } = useSearchState();
  const draft = useAppSelector(selectDraft);
  const dispatch = useAppDispatch();
  const openAdvanced = useOpenAdvancedFilters();
  return (
    <SpecifyFilterForm
      title="SPECIFY KEY"
      hint="Enter a musical key (for example Dm). Separate several keys with commas."
      label="Key"
      placeholder="Dm, F#m"
      initialValue={toDraft ? draft.key : state.key}
      normalize={keyValue}
      isEmpty={(text) => normalizeKey(text) === ''}
      onSearch={(key) => {
        if (toDraft) {
          dispatch(draftChanged({ key }));
          close();
        } else {
          update({ key });
          closeAll();
        }
      }}
      onAdvanced={toDraft ? undefined : (key) => openAdvanced(key ? { key } : {})}
    />
  );
}
