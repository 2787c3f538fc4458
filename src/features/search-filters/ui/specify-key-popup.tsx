import { useState } from 'react';
import type { PopupBodyProps } from '@/shared/lib/popup';
import { Checkbox } from '@/shared/ui/checkbox';
import { keyFilterValue, normalizeKey } from '../lib/normalize-filters';
import type { SpecifyDialogProps } from '../model/use-search-filters';
import { useSpecifyFilter } from '../model/use-specify-filter';
import { SpecifyFilterForm } from './specify-filter-form';

/**
 * specify_key: one key or several separated by commas; SEARCH sets the key filter (normalised).
 * "Compatible keys" adds each typed key's relative key and Camelot neighbours (off by default: a
 * typed key is searched as typed unless asked).
 */
export function SpecifyKeyPopup({ props, close, closeAll }: PopupBodyProps<SpecifyDialogProps>) {
  const { initialValue, onSearch, onAdvanced } = useSpecifyFilter('key', props, close, closeAll);
  const [compatible, setCompatible] = useState(false);
  return (
    <SpecifyFilterForm
      title="SPECIFY KEY"
      hint="Enter a musical key (for example Dm). Separate several keys with commas."
      label="Key"
      placeholder="Dm, F#m"
      initialValue={initialValue}
      normalize={(text) => ({ ok: true, value: keyFilterValue(text, compatible) })}
      isEmpty={(text) => normalizeKey(text) === ''}
      onSearch={onSearch}
      onAdvanced={onAdvanced}
    >
      <Checkbox
        label="Compatible keys (adds each key’s relative key and its neighbours on the Camelot wheel)"
        checked={compatible}
        onChange={(event) => setCompatible(event.target.checked)}
      />
    </SpecifyFilterForm>
  );
}
