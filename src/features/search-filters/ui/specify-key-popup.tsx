import type { PopupBodyProps } from '@/shared/lib/popup';
import { normalizeKey } from '../lib/normalize-filters';
import type { SpecifyDialogProps } from '../model/use-search-filters';
import { useSpecifyFilter } from '../model/use-specify-filter';
import { SpecifyFilterForm } from './specify-filter-form';

const keyValue = (text: string) => ({ ok: true as const, value: normalizeKey(text) });

/** specify_key: one key or several separated by commas; SEARCH sets the key filter (normalised). */
export function SpecifyKeyPopup({ props, close, closeAll }: PopupBodyProps<SpecifyDialogProps>) {
  const { initialValue, onSearch, onAdvanced } = useSpecifyFilter('key', props, close, closeAll);
  return (
    <SpecifyFilterForm
      title="SPECIFY KEY"
      hint="Enter a musical key (for example Dm). Separate several keys with commas."
      label="Key"
      placeholder="Dm, F#m"
      initialValue={initialValue}
      normalize={keyValue}
      isEmpty={(text) => normalizeKey(text) === ''}
      onSearch={onSearch}
      onAdvanced={onAdvanced}
    />
  );
}
