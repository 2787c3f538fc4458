import { memo, useId, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { keywordStatus, useSearchState, type KeywordMode, type SearchState } from '@/entities/search';
import { isWideSubcategory, useFilterVocabulary, type FilterSubcategory } from '@/entities/vocabulary';
import {
  keywordMenuItem,
  useOpenAdvancedFilters,
  useOpenSpecifyDialog,
  useSearchKeywordToggle,
  type KeywordMenuActions,
} from '@/features/search-filters';
import { KEYWORD_POPUP_CLOSE_DELAY_MS } from '@/shared/config';
import { prefetchPopupOn } from '@/shared/lib/popup';
import { useIsMobile } from '@/shared/lib/viewport';
import { Button } from '@/shared/ui/button';
import { Menu, useCloseMenu, type MenuItem } from '@/shared/ui/menu';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import './filter-panel.css';

export interface FilterPanelProps {
  className?: string;
}

/**
 * The keywords of a subcategory the search includes or excludes, as one string: it changes only
 * when they do, so a subcategory's menu re-renders only when its own keywords are toggled.
 */
function selectionOf(sub: FilterSubcategory, state: SearchState): string {
  const picked: [string, KeywordMode][] = [];
  for (const group of sub.groups) {
    for (const keyword of group.keywords) {
      const status = keyword.action ? null : keywordStatus(state, keyword.name);
      if (status) picked.push([keyword.name, status]);
    }
  }
  return JSON.stringify(picked);
}

/** The keywords of a subcategory as menu options, under their group headings when it has several. */
function keywordItems(sub: FilterSubcategory, statusOf: (name: string) => KeywordMode | null, actions: KeywordMenuActions): MenuItem[] {
  return sub.groups.flatMap((group) => {
    const heading = sub.groups.length > 1 || group.name !== sub.name ? group.name : undefined;
    return group.keywords.map((keyword) => keywordMenuItem(keyword, statusOf(keyword.name), actions, heading));
  });
}

/** The popup's title, and on mobile (where it stands in for the list) BACK to the list. */
function PopupHeader({ name, isMobile }: { name: string; isMobile: boolean }) {
  const close = useCloseMenu();
  return (
    <div className="filter-panel__popup-head">
      {isMobile ? (
        <Button variant="secondary" size="sm" onClick={close}>
          BACK
        </Button>
      ) : null}
      <h3 className="filter-panel__popup-title">{name}</h3>
    </div>
  );
}

interface SubcategoryMenuProps {
  sub: FilterSubcategory;
  /** `selectionOf(sub, state)`. */
  selection: string;
  isOpen: boolean;
  isMobile: boolean;
  /** The same object across searches, so the memoised popup keeps its options. */
  keywordActions: KeywordMenuActions;
  setOpenId: Dispatch<SetStateAction<string | null>>;
}

/** One subcategory: its trigger (with how many of its keywords are selected) and its keyword popup. */
const SubcategoryMenu = memo(function SubcategoryMenu({ sub, selection, isOpen, isMobile, keywordActions, setOpenId }: SubcategoryMenuProps) {
  const { items, selected } = useMemo(() => {
    const picked = JSON.parse(selection) as [string, KeywordMode][];
    const statuses = new Map(picked);
    return { items: keywordItems(sub, (name) => statuses.get(name) ?? null, keywordActions), selected: picked.length };
  }, [sub, selection, keywordActions]);
  return (
    <li
      className={['filter-panel__sub', sub.lineBreakBefore ? 'filter-panel__sub--break' : '', isOpen ? 'filter-panel__sub--open' : '']
        .filter(Boolean)
        .join(' ')}
    >
      <Menu
        label={selected ? `${sub.name}, ${selected} selected` : sub.name}
        menuLabel={sub.name}
        items={items}
        closeDelayMs={isMobile ? undefined : KEYWORD_POPUP_CLOSE_DELAY_MS}
        align="left"
        className="filter-panel__menu"
        triggerClassName="filter-panel__trigger"
        inPage
        popupClassName={['filter-panel__popup', isWideSubcategory(sub) ? 'filter-panel__popup--wide' : ''].filter(Boolean).join(' ')}
        header={<PopupHeader name={sub.name} isMobile={isMobile} />}
        onOpenChange={(open) => setOpenId((current) => (open ? sub.id : current === sub.id ? null : current))}
        trigger={
          selected ? (
            // The name ("Energy, 2 selected") says it in words and contains the visible "Energy 2".
            <span className="filter-panel__trigger-text" aria-hidden="true">
              <span>{sub.name}</span> <span className="filter-panel__count">{selected}</span>
            </span>
          ) : (
            <span>{sub.name}</span>
          )
        }
      />
    </li>
  );
});

/**
 * "FILTER BY:" keywords, instruments and composers. A subcategory opens a popup of its keywords
 * (the shared menu with checkable options: arrows, typeahead, Escape; closing 750 ms after the
 * pointer leaves; on mobile it stands in for the list, with BACK); clicking a keyword includes it
 * or, clicked again, removes it. "Specify BPM" / "Specify Key" open their dialogs.
 */
export function FilterPanel({ className }: FilterPanelProps) {
  const id = useId();
  const vocabulary = useFilterVocabulary();
  const { state } = useSearchState();
  const keywordToggle = useSearchKeywordToggle();
  const openSpecify = useOpenSpecifyDialog();
  const openAdvanced = useOpenAdvancedFilters();
  const isMobile = useIsMobile();
  const [openId, setOpenId] = useState<string | null>(null);

  // The same object across searches (`keywordToggle` and `openSpecify` are), so the
  // memoised keyword popups re-render only when their own keywords change. A keyword's results
  // start loading when the pointer is pressed on it, a tenth of a second or so before its click.
  const keywordActions = useMemo<KeywordMenuActions>(
    () => ({
      onSelect: (keyword) => {
        if (keyword.action) openSpecify(keyword.action, 'search');
        else keywordToggle.toggle(keyword.name, 'include');
      },
      onIntent: (keyword) => keywordToggle.prefetch(keyword.name, 'include'),
    }),
    [openSpecify, keywordToggle],
  );

  const renderSub = (sub: FilterSubcategory) => (
    <SubcategoryMenu
      key={sub.id}
      sub={sub}
      selection={selectionOf(sub, state)}
      isOpen={openId === sub.id}
      isMobile={isMobile}
      keywordActions={keywordActions}
      setOpenId={setOpenId}
    />
  );

  const popupOpenOnMobile = isMobile && openId !== null;

  return (
    <nav
      className={['filter-panel', popupOpenOnMobile ? 'filter-panel--popup-open' : '', className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-title`}
    >
      <h2 className="filter-panel__title" id={`${id}-title`}>
        FILTER BY:
      </h2>
      {vocabulary.isLoading ? (
        <div className="filter-panel__skeleton" role="status" aria-label="Loading filters">
          <VisuallyHidden>Loading filters</VisuallyHidden>
          {Array.from({ length: 8 }, (_, i) => (
            <span key={i} className="filter-panel__skeleton-line" aria-hidden="true" />
          ))}
        </div>
      ) : (
        <>
          {vocabulary.isError ? (
            <p className="filter-panel__error" role="alert">
              Some filters could not be loaded.{' '}
              <Button variant="link" onClick={vocabulary.refetch}>
                Try again
              </Button>
            </p>
          ) : null}
          {vocabulary.categories.map((category) =>
            category.subcategories.length ? (
              <section
                key={category.id}
                className={['filter-panel__category', category.subcategories.some((sub) => sub.id === openId) ? 'filter-panel__category--open' : '']
                  .filter(Boolean)
                  .join(' ')}
                aria-labelledby={`${id}-${category.id}`}
              >
                <h3 className="filter-panel__category-title" id={`${id}-${category.id}`}>
                  {category.label}
                </h3>
                <ul className={`filter-panel__subcategories filter-panel__subcategories--${category.id}`}>
                  {category.subcategories.map(renderSub)}
                </ul>
              </section>
            ) : null,
          )}
          <Button variant="secondary" size="sm" block className="filter-panel__advanced" {...prefetchPopupOn('advanced_filters')} onClick={() => openAdvanced()}>
            ADVANCED FILTERS
          </Button>
        </>
      )}
    </nav>
  );
}
