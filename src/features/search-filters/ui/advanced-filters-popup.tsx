import { useId, useRef, type KeyboardEvent } from 'react';
import { CriterionChip, criteriaOf, removeCriterion, type KeywordMode } from '@/entities/search';
import {
  FILTER_CATEGORY_LABELS,
  isWideSubcategory,
  useFilterVocabulary,
  type FilterCategoryId,
  type FilterKeyword,
} from '@/entities/vocabulary';
import type { PopupBodyProps } from '@/shared/lib/popup';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { draftChanged, draftCleared, modeChanged, selectFilterTab, selectKeywordMode, tabChanged } from '../model/advanced-filters-slice';
import { useAdvancedFilters } from '../model/use-advanced-filters';
import { useOpenSpecifyDialog } from '../model/use-search-filters';
import { KeywordButton } from './keyword-button';
import './advanced-filters-popup.css';

const TABS: FilterCategoryId[] = ['keywords', 'instruments', 'composers'];
const MODES: { mode: KeywordMode; label: string }[] = [
  { mode: 'include', label: 'INCLUDE' },
  { mode: 'exclude', label: 'EXCLUDE' },
];

/**
 * advanced_filters: include/exclude toggle, keywords / instruments / composers tabs, the
 * selected and unmatched criteria, and the action button driven by a live track count.
 */
export function AdvancedFiltersPopup({ closeAll }: PopupBodyProps) {
  const id = useId();
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectKeywordMode);
  const tab = useAppSelector(selectFilterTab);
  const vocabulary = useFilterVocabulary();
  const { draft, button, unmatched, toggle, statusOf, apply } = useAdvancedFilters();
  const openSpecify = useOpenSpecifyDialog();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const chips = criteriaOf(draft, unmatched);
  const category = vocabulary.categories.find((c) => c.id === tab)!;

  const onKeyword = (keyword: FilterKeyword) => {
    if (keyword.action) openSpecify(keyword.action, 'draft');
    else toggle(keyword.name, mode);
  };

  const onTabKey = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TABS.length - 1;
    if (next < 0) return;
    event.preventDefault();
    dispatch(tabChanged(TABS[next]));
    tabRefs.current[TABS[next]]?.focus();
  };

  return (
    <div className="adv-filters" aria-labelledby={`${id}-title`} role="group">
      <div className="adv-filters__head">
        <h2 className="adv-filters__title" id={`${id}-title`}>
          ADVANCED FILTERS
        </h2>
        <div className="adv-filters__mode" role="group" aria-label="Keyword mode">
          {MODES.map((m) => (
            <button
              key={m.mode}
              type="button"
              data-mode={m.mode}
              aria-pressed={mode === m.mode}
              onClick={() => dispatch(modeChanged(m.mode))}
            >
              {m.label}
            </button>
          ))}
        </div>
      </div>

      <div className="adv-filters__tabs" role="tablist" aria-label="Filter categories" onKeyDown={onTabKey}>
        {TABS.map((t) => (
          <button
            key={t}
            ref={(node) => {
              tabRefs.current[t] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t}`}
            aria-selected={tab === t}
            aria-controls={`${id}-panel`}
            tabIndex={tab === t ? 0 : -1}
            className="adv-filters__tab"
            onClick={() => dispatch(tabChanged(t))}
          >
            {FILTER_CATEGORY_LABELS[t].toUpperCase()}
          </button>
        ))}
      </div>

      <div className="adv-filters__panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} tabIndex={0}>
        {vocabulary.isLoading ? (
          <Spinner label="Loading filters…" />
        ) : vocabulary.isError && category.subcategories.length === 0 ? (
          <p className="adv-filters__empty" role="alert">
            The {FILTER_CATEGORY_LABELS[tab].toLowerCase()} could not be loaded.{' '}
            <Button variant="link" onClick={vocabulary.refetch}>
              Try again
            </Button>
          </p>
        ) : (
          <div className="adv-filters__grid">
            {category.subcategories.map((sub) => [
              sub.lineBreakBefore ? <div key={`${sub.id}-break`} className="adv-filters__break" role="presentation" /> : null,
              <section
                key={sub.id}
                className={['adv-filters__cat', isWideSubcategory(sub) ? 'adv-filters__cat--wide' : ''].filter(Boolean).join(' ')}
                aria-label={sub.name}
              >
                <h3>{sub.name}</h3>
                {sub.groups.map((group) => (
                  <div key={group.id} className="adv-filters__group">
                    {sub.groups.length > 1 || group.name !== sub.name ? <h4>{group.name}</h4> : null}
                    <ul className="adv-filters__keywords">
                      {group.keywords.map((keyword) => (
                        <li key={keyword.id}>
                          <KeywordButton keyword={keyword} status={statusOf(keyword.name)} onSelect={onKeyword} />
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </section>,
            ])}
          </div>
        )}
      </div>

      <div className="adv-filters__summary">
        <div className="adv-filters__row">
          <span className="adv-filters__row-label">Selected criteria:</span>
          {chips.length ? (
            <ul className="adv-filters__chips" aria-label="Selected criteria">
              {chips.map((chip) => (
                <CriterionChip key={chip.id} criterion={chip} onRemove={(c) => dispatch(draftChanged(removeCriterion(draft, c)))} />
              ))}
            </ul>
          ) : (
            <span className="adv-filters__none">None selected.</span>
          )}
        </div>
        {unmatched.length ? (
          <div className="adv-filters__row">
            <span className="adv-filters__row-label">Unmatched criteria:</span>
            <ul className="adv-filters__unmatched" aria-label="Unmatched criteria">
              {unmatched.map((u) => (
                <li key={u}>{u}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <div className="adv-filters__foot">
        <Button variant="ghost" onClick={() => dispatch(draftCleared())} disabled={chips.length === 0}>
          RESET
        </Button>
        <Button
          disabled={button.disabled}
          aria-live="polite"
          data-state={button.state}
          onClick={() => {
            apply();
            closeAll();
          }}
        >
          {button.label}
        </Button>
      </div>
    </div>
  );
}
