import type { KeywordMode } from '@/entities/search';
import type { FilterKeyword } from '@/entities/vocabulary';
import type { MenuItem } from '@/shared/ui/menu';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import './keyword-button.css';

export interface KeywordButtonProps {
  keyword: FilterKeyword;
  /** Included, excluded or neutral (null) in the search being edited. */
  status: KeywordMode | null;
  onSelect: (keyword: FilterKeyword) => void;
}

const MARK: Record<KeywordMode, string> = { include: '+', exclude: '−' };
const STATUS_TEXT: Record<KeywordMode, string> = { include: 'included', exclude: 'excluded' };

function keywordClassName(keyword: FilterKeyword, status: KeywordMode | null): string {
  if (keyword.action) return 'kw-btn kw-btn--action';
  return ['kw-btn', status ? `kw-btn--${status}` : ''].filter(Boolean).join(' ');
}

function keywordTitle(keyword: FilterKeyword, status: KeywordMode | null): string {
  return status ? `${keyword.name} (${STATUS_TEXT[status]})` : keyword.name;
}

/** The mark (+, −, … for a dialog) and the name of a keyword. */
function KeywordContent({ keyword, status }: { keyword: FilterKeyword; status: KeywordMode | null }) {
  return (
    <>
      <span className="kw-btn__mark" aria-hidden="true">
        {keyword.action ? '…' : status ? MARK[status] : ''}
      </span>
      <span className="kw-btn__name">{keyword.name}</span>
    </>
  );
}

/** A keyword of the filters: shows whether it is included, excluded or neutral. */
export function KeywordButton({ keyword, status, onSelect }: KeywordButtonProps) {
  if (keyword.action) {
    return (
      <button type="button" className={keywordClassName(keyword, null)} aria-haspopup="dialog" onClick={() => onSelect(keyword)}>
        <KeywordContent keyword={keyword} status={null} />
      </button>
    );
  }
  return (
    <button
      type="button"
      className={keywordClassName(keyword, status)}
      aria-pressed={status !== null}
      data-status={status ?? 'neutral'}
      title={keywordTitle(keyword, status)}
      onClick={() => onSelect(keyword)}
    >
      <KeywordContent keyword={keyword} status={status} />
    </button>
  );
}

export interface KeywordMenuActions {
  onSelect: (keyword: FilterKeyword) => void;
  /** The pointer is pressed on a keyword (not "Specify BPM"/"Specify Key"): it is about to be toggled. */
  onIntent?: (keyword: FilterKeyword) => void;
}

/**
 * The same keyword as an option of a keyword popup (the shared menu): a checkable option ticked
 * when included; an excluded keyword says so and turns included when chosen; "Specify BPM" and
 * "Specify Key" open their dialogs.
 */
export function keywordMenuItem(keyword: FilterKeyword, status: KeywordMode | null, { onSelect, onIntent }: KeywordMenuActions, group?: string): MenuItem {
  const item: MenuItem = {
    key: `${group ?? ''}:${keyword.id}`,
    label: keyword.name,
    group,
    className: keywordClassName(keyword, keyword.action ? null : status),
    onSelect: () => onSelect(keyword),
  };
  if (keyword.action) return { ...item, opensDialog: true, content: <KeywordContent keyword={keyword} status={null} /> };
  return {
    ...item,
    onIntent: onIntent ? () => onIntent(keyword) : undefined,
    checked: status === 'include',
    title: keywordTitle(keyword, status),
    content: (
      <>
        <KeywordContent keyword={keyword} status={status} />
        {status === 'exclude' ? (
          <>
            {' '}
            <VisuallyHidden>{`(${STATUS_TEXT.exclude})`}</VisuallyHidden>
          </>
        ) : null}
      </>
    ),
  };
}
