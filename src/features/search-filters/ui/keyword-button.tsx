import type { KeywordMode } from '@/entities/search';
import type { FilterKeyword } from '@/entities/vocabulary';
import './keyword-button.css';

export interface KeywordButtonProps {
  keyword: FilterKeyword;
  /** Included, excluded or neutral (null) in the search being edited. */
  status: KeywordMode | null;
  onSelect: (keyword: FilterKeyword) => void;
}

const MARK: Record<KeywordMode, string> = { include: '+', exclude: '−' };
const STATUS_TEXT: Record<KeywordMode, string> = { include: 'included', exclude: 'excluded' };

/** A keyword of the filters: shows whether it is included, excluded or neutral. */
export function KeywordButton({ keyword, status, onSelect }: KeywordButtonProps) {
  if (keyword.action) {
    return (
      <button type="button" className="kw-btn kw-btn--action" aria-haspopup="dialog" onClick={() => onSelect(keyword)}>
        <span className="kw-btn__mark" aria-hidden="true">
          …
        </span>
        <span className="kw-btn__name">{keyword.name}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className={['kw-btn', status ? `kw-btn--${status}` : ''].filter(Boolean).join(' ')}
      aria-pressed={status !== null}
      data-status={status ?? 'neutral'}
      title={status ? `${keyword.name} (${STATUS_TEXT[status]})` : keyword.name}
      onClick={() => onSelect(keyword)}
    >
      <span className="kw-btn__mark" aria-hidden="true">
        {status ? MARK[status] : ''}
      </span>
      <span className="kw-btn__name">{keyword.name}</span>
    </button>
  );
}
