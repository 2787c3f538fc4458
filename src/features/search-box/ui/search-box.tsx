import { useId, useState, type FormEvent } from 'react';
import { useSearchState } from '@/entities/search';
import { SearchIcon } from '@/shared/ui/icons';
import { fieldOf, searchFromField, SEARCH_FIELD_LABELS, type SearchField } from '../model/search-field';
import './search-box.css';

export interface SearchBoxProps {
  className?: string;
  placeholder?: string;
  /** Focus the input on mount (the header's mobile search bar). */
  autoFocus?: boolean;
  /** Called after a search is submitted (e.g. to close a mobile search bar). */
  onSubmitted?: () => void;
}

const FIELDS: SearchField[] = ['all', 'track_title', 'album_title'];

/**
 * The search text box: searches everything (query), track titles (track_title) or album titles
 * (album_title). Submitting goes to /search with that one set and the other two cleared.
 */
export function SearchBox(props: SearchBoxProps) {
  const { state, update } = useSearchState();
  const current = fieldOf(state);
  // Remount when the URL's text changes (back/forward, chip removal, CLEAR ALL) so the box follows it.
  return <SearchBoxForm key={`${current.field}:${current.text}`} {...props} initial={current} update={update} />;
}

interface SearchBoxFormProps extends SearchBoxProps {
  initial: { field: SearchField; text: string };
  update: ReturnType<typeof useSearchState>['update'];
}

function SearchBoxForm({ className, placeholder = 'Search music…', autoFocus, onSubmitted, initial, update }: SearchBoxFormProps) {
  const id = useId();
  const [field, setField] = useState<SearchField>(initial.field);
  const [text, setText] = useState(initial.text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ ...searchFromField(field, text), show_tracks: [], similar_to: '' });
    onSubmitted?.();
  };

  return (
    <form role="search" className={['search-box', className].filter(Boolean).join(' ')} onSubmit={submit}>
      <select id={`${id}-field`} aria-label="Search in" className="search-box__field" value={field} onChange={(e) => setField(e.target.value as SearchField)}>
        {FIELDS.map((f) => (
          <option key={f} value={f}>
            {SEARCH_FIELD_LABELS[f]}
          </option>
        ))}
      </select>
      <input
        aria-label="Search text"
        id={`${id}-text`}
        className="search-box__input"
        type="search"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={autoFocus}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="search-box__submit" aria-label="Search">
        <SearchIcon aria-hidden="true" />
      </button>
    </form>
  );
}
