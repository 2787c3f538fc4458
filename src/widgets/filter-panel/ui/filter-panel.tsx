import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { keywordStatus, useSearchState } from '@/entities/search';
import { isWideSubcategory, useFilterVocabulary, type FilterKeyword, type FilterSubcategory } from '@/entities/vocabulary';
import { KeywordButton, useOpenAdvancedFilters, useOpenSpecifyDialog, useToggleSearchKeyword } from '@/features/search-filters';
import { KEYWORD_POPUP_CLOSE_DELAY_MS } from '@/shared/config';
import { useIsMobile } from '@/shared/lib/media-query';
import { Button } from '@/shared/ui/button';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import './filter-panel.css';

export interface FilterPanelProps {
  className?: string;
}

function selectedIn(sub: FilterSubcategory, isSelected: (name: string) => boolean): number {
  return sub.groups.reduce((n, g) => n + g.keywords.filter((k) => !k.action && isSelected(k.name)).length, 0);
}

/**
 * "FILTER BY:" keywords, instruments and composers. A subcategory opens a popup of its keywords
 * (closing 750 ms after the pointer leaves; BACK on mobile); clicking a keyword includes it or,
 * clicked again, removes it. "Specify BPM" / "Specify Key" open their dialogs.
 */
export function FilterPanel({ className }: FilterPanelProps) {
  const id = useId();
  const vocabulary = useFilterVocabulary();
  const { state } = useSearchState();
  const toggle = useToggleSearchKeyword();
  const openSpecify = useOpenSpecifyDialog();
  const openAdvanced = useOpenAdvancedFilters();
  const isMobile = useIsMobile();
  const [openId, setOpenId] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const panelRef = useRef<HTMLElement | null>(null);
  const triggerRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);

  const close = useCallback(
    (focusTrigger = false) => {
      cancelClose();
      setOpenId((current) => {
        if (focusTrigger && current) triggerRefs.current[current]?.focus();
        return null;
      });
    },
    [cancelClose],
  );

  const scheduleClose = useCallback(() => {
    if (isMobile) return;
    cancelClose();
    closeTimer.current = setTimeout(() => {
      closeTimer.current = null;
      setOpenId(null);
    }, KEYWORD_POPUP_CLOSE_DELAY_MS);
  }, [cancelClose, isMobile]);

  useEffect(() => cancelClose, [cancelClose]);

  // A click elsewhere closes the popup.
  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (panelRef.current && !panelRef.current.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId, close]);

  const isSelected = (name: string) => keywordStatus(state, name) !== null;

  const onKeyword = (keyword: FilterKeyword) => {
    if (keyword.action) {
      close();
      openSpecify(keyword.action, 'search');
    } else toggle(keyword.name, 'include');
  };

  const openSub = openId
    ? vocabulary.categories.flatMap((c) => c.subcategories).find((s) => s.id === openId) ?? null
    : null;

  const renderPopup = (sub: FilterSubcategory) => (
    <div
      className={['filter-panel__popup', isWideSubcategory(sub) ? 'filter-panel__popup--wide' : ''].filter(Boolean).join(' ')}
      role="dialog"
      aria-label={sub.name}
      id={`${id}-${sub.id}`}
      onKeyDown={
        isMobile
          ? (event) => {
              if (event.key === 'Escape') close(true);
            }
          : undefined
      }
    >
      <div className="filter-panel__popup-head">
        {isMobile ? (
          <Button variant="secondary" size="sm" onClick={() => close(true)}>
            BACK
          </Button>
        ) : null}
        <h3 className="filter-panel__popup-title">{sub.name}</h3>
      </div>
      {sub.groups.map((group) => (
        <div key={group.id} className="filter-panel__group">
          {sub.groups.length > 1 || group.name !== sub.name ? <h4>{group.name}</h4> : null}
          <ul className="filter-panel__keywords">
            {group.keywords.map((keyword) => (
              <li key={keyword.id}>
                <KeywordButton keyword={keyword} status={keywordStatus(state, keyword.name)} onSelect={onKeyword} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );

  const mobilePopup = isMobile && openSub;

  return (
    <nav
      ref={panelRef}
      className={['filter-panel', className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-title`}
    >
      <h2 className="filter-panel__title" id={`${id}-title`}>
        FILTER BY:
      </h2>
      {mobilePopup ? (
        renderPopup(openSub)
      ) : vocabulary.isLoading ? (
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
              <section key={category.id} className="filter-panel__category" aria-labelledby={`${id}-${category.id}`}>
                <h3 className="filter-panel__category-title" id={`${id}-${category.id}`}>
                  {category.label}
                </h3>
                <ul className={`filter-panel__subcategories filter-panel__subcategories--${category.id}`}>
                  {category.subcategories.map((sub) => {
                    const selected = selectedIn(sub, isSelected);
                    const isOpen = openId === sub.id;
                    return (
                      <li
                        key={sub.id}
                        className={['filter-panel__sub', sub.lineBreakBefore ? 'filter-panel__sub--break' : ''].filter(Boolean).join(' ')}
                        onPointerEnter={cancelClose}
                        onPointerLeave={isOpen ? scheduleClose : undefined}
                        onKeyDown={
                          isOpen
                            ? (event) => {
                                if (event.key === 'Escape') {
                                  event.stopPropagation();
                                  close(true);
                                }
                              }
                            : undefined
                        }
                      >
                        <button
                          type="button"
                          ref={(node) => {
                            triggerRefs.current[sub.id] = node;
                          }}
                          className="filter-panel__trigger"
                          aria-expanded={isOpen}
                          aria-controls={isOpen ? `${id}-${sub.id}` : undefined}
                          onClick={() => (isOpen ? close() : (cancelClose(), setOpenId(sub.id)))}
                        >
                          {selected ? (
                            <>
                              <span aria-hidden="true">{sub.name}</span>
                              <span className="filter-panel__count" aria-hidden="true">
                                {selected}
                              </span>
                              <VisuallyHidden>{`${sub.name}, ${selected} selected`}</VisuallyHidden>
                            </>
                          ) : (
                            <span>{sub.name}</span>
                          )}
                        </button>
                        {isOpen && !isMobile ? renderPopup(sub) : null}
                      </li>
                    );
                  })}
                </ul>
              </section>
            ) : null,
          )}
          <Button variant="secondary" size="sm" block className="filter-panel__advanced" onClick={() => openAdvanced()}>
            ADVANCED FILTERS
          </Button>
        </>
      )}
    </nav>
  );
}
