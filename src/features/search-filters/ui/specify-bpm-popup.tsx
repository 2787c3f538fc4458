import type { PopupBodyProps } from '@/shared/lib/popup';
import { normalizeBpm } from '../lib/normalize-filters';
import type { SpecifyDialogProps } from '../model/use-search-filters';
import { useSpecifyFilter } from '../model/use-specify-filter';
import { SpecifyFilterForm } from './specify-filter-form';

/** specify_bpm: a BPM or a hyphen range; SEARCH sets the bpm filter (or the advanced filters draft). */
export function SpecifyBpmPopup({ props, close, closeAll }: PopupBodyProps<SpecifyDialogProps>) {
  const { initialValue, onSearch, onAdvanced } = useSpecifyFilter('bpm', props, close, closeAll);
  return (
    <SpecifyFilterForm
      title="SPECIFY BPM"
      hint="Enter a BPM. For a range, use a hyphen (for example 110-120)."
      label="BPM"
      placeholder="120 or 110-120"
      inputMode="decimal"
      initialValue={initialValue}
      normalize={normalizeBpm}
      isEmpty={(text) => text.trim() === ''}
      onSearch={onSearch}
      onAdvanced={onAdvanced}
    />
  );
}
