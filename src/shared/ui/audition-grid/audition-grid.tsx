import {
  createContext,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { shortcutOf } from './keys/key-target';
import { ROW_COMMANDS, type AuditionCommand } from './keys/shortcuts';
import { openPopup } from '../../lib/popup';
import { useAppDispatch } from '../../redux';
import { AUDITION_ROW, focusRow, rowOf } from './focus-row';
import { registerGrid } from './grid-entry';
import { useCurrentRowTabOrder } from './use-current-row-tab-order';
import './audition-grid.css';

/** What the keys do to the current row's item (the list that renders the rows supplies them). */
export interface AuditionRowActions<Item> {
  /** Enter. */
  play: (item: Item) => void;
  /** A. */
  add: (item: Item) => void;
  /** D. */
  download: (item: Item) => void;
  /** F. */
  findSimilar: (item: Item) => void;
}

interface GridContextValue {
  /** The row in the Tab order (roving tabindex): the current row, else the first one. */
  tabStop: string | null;
  rowFocused: (key: string) => void;
  rowGone: (key: string) => void;
  run: (command: AuditionCommand, item: unknown) => void;
}

const GridContext = createContext<GridContextValue | null>(null);

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export interface AuditionGridProps<Item> extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'children'> {
  ref?: Ref<HTMLDivElement>;
  actions: AuditionRowActions<Item>;
  /** Key of the first row rendered: it holds the Tab stop until a row is chosen. */
  firstRowKey: string | null;
  children: ReactNode;
}

/**
 * A track list as a WAI-ARIA grid of one column: each row (`AuditionRow`) is focusable with a
 * roving tabindex, J/K and ↓/↑ move between the rows shown (a track's open versions and
 * stems included), Enter plays the row, A adds it to a project, D downloads it, F finds similar
 * tracks. Tab goes from the current row to its own controls, then out of the list. The player's
 * keys (Space, ←/→…) are the player's, page-wide; `?` and J/K from outside the lists go through
 * `registerGrid`.
 */
export function AuditionGrid<Item>({ ref, actions, firstRowKey, children, onKeyDown, ...rest }: AuditionGridProps<Item>) {
  const gridRef = useRef<HTMLDivElement | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const actionsRef = useRef(actions);
  useLayoutEffect(() => {
    actionsRef.current = actions;
  });
  const dispatch = useAppDispatch();
  // Stable, so the caller's ref (a windowed list's state setter) is called only when the node changes.
  const attach = useCallback(
    (node: HTMLDivElement | null) => {
      gridRef.current = node;
      setRef(ref, node);
    },
    [ref],
  );

  useEffect(
    () => registerGrid({ element: () => gridRef.current, help: () => dispatch(openPopup({ name: 'keyboard_shortcuts' })) }),
    [dispatch],
  );

  const rowFocused = useCallback((key: string) => setCurrent(key), []);
  // A row that leaves (a closed panel, a windowed row scrolled away) hands the Tab stop back.
  const rowGone = useCallback((key: string) => setCurrent((now) => (now === key ? null : now)), []);
  const run = useCallback((command: AuditionCommand, item: unknown) => {
    const act = actionsRef.current as AuditionRowActions<unknown>;
    if (command.type === 'play-row') act.play(item);
    else if (command.type === 'add') act.add(item);
    else if (command.type === 'download') act.download(item);
    else if (command.type === 'find-similar') act.findSimilar(item);
  }, []);
  const tabStop = current ?? firstRowKey;
  const context = useMemo<GridContextValue>(() => ({ tabStop, rowFocused, rowGone, run }), [tabStop, rowFocused, rowGone, run]);
  useCurrentRowTabOrder(gridRef, tabStop);

  const moveBetweenRows = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const grid = gridRef.current;
    const command = shortcutOf(event.nativeEvent);
    const row = rowOf(event.target);
    if (!grid || command?.type !== 'move' || !row) return;
    const rows = Array.from(grid.querySelectorAll<HTMLElement>(AUDITION_ROW));
    const next = rows[rows.indexOf(row) + command.by];
    // At either end the arrows go on scrolling the page.
    if (!next) return;
    event.preventDefault();
    focusRow(next);
  };

  return (
    <GridContext value={context}>
      <div {...rest} ref={attach} role="grid" onKeyDown={moveBetweenRows}>
        {children}
      </div>
    </GridContext>
  );
}

export interface AuditionRowProps<Item> extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'tabIndex'> {
  /** Unique in its grid. */
  rowKey: string;
  /** What the row's keys act on. */
  item: Item;
  /** What a screen reader says when the row becomes current. */
  label: string;
}

/**
 * A row of the grid, holding its one cell. The row takes focus when it becomes current (its
 * focus ring shows which row the keys act on) and is named by `label`, so a screen reader says
 * the row's title, not every word on it. Its keys act on `item`; a key pressed inside a sub-row
 * acts on the sub-row.
 */
export function AuditionRow<Item>({ rowKey, item, label, className, onFocus, onKeyDown, children, ...rest }: AuditionRowProps<Item>) {
  const grid = use(GridContext);
  const rowGone = grid?.rowGone;
  useEffect(() => () => rowGone?.(rowKey), [rowGone, rowKey]);

  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    onFocus?.(event);
    if (rowOf(event.target) === event.currentTarget) grid?.rowFocused(rowKey);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (!grid || rowOf(event.target) !== event.currentTarget) return;
    const command = shortcutOf(event.nativeEvent);
    if (!command || !ROW_COMMANDS.has(command.type)) return;
    event.preventDefault();
    grid.run(command, item);
  };

  return (
    <div
      {...rest}
      role="row"
      tabIndex={grid?.tabStop === rowKey ? 0 : -1}
      aria-label={label}
      data-audition-row={rowKey}
      className={['audition-row', className].filter(Boolean).join(' ')}
      onFocus={handleFocus}
      onKeyDown={handleKeyDown}
    >
      <div role="gridcell">{children}</div>
    </div>
  );
}
