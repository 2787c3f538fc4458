import { Fragment, useId } from 'react';
import { AUDITION_SHORTCUTS, type KeyChord, type ShortcutGroup } from '../audition-grid';
import type { PopupBodyProps } from '../../lib/popup';
import { Button } from '../button';
import { VisuallyHidden } from '../visually-hidden';
import './keyboard-shortcuts-popup.css';

/** How a screen reader should say the keys drawn as symbols. */
const SPOKEN: Readonly<Record<string, string>> = {
  '↓': 'Down arrow',
  '↑': 'Up arrow',
  '←': 'Left arrow',
  '→': 'Right arrow',
  '?': 'Question mark',
};

function Key({ cap }: { cap: string }) {
  const spoken = SPOKEN[cap];
  return (
    <kbd className="keyboard-shortcuts__key">
      {spoken ? (
        <>
          <span aria-hidden="true">{cap}</span>
          <VisuallyHidden>{spoken}</VisuallyHidden>
        </>
      ) : (
        cap
      )}
    </kbd>
  );
}

function Chord({ chord }: { chord: KeyChord }) {
  return chord.map((cap, index) => (
    <Fragment key={cap}>
      {index > 0 ? <span className="keyboard-shortcuts__plus"> + </span> : null}
      <Key cap={cap} />
    </Fragment>
  ));
}

function Group({ group }: { group: ShortcutGroup }) {
  const headingId = useId();
  return (
    <section className="keyboard-shortcuts__group" aria-labelledby={headingId}>
      <h3 id={headingId} className="keyboard-shortcuts__group-title">
        {group.title}
      </h3>
      <dl className="keyboard-shortcuts__list">
        {group.shortcuts.map((entry) => (
          <div key={entry.action} className="keyboard-shortcuts__row">
            <dt className="keyboard-shortcuts__keys">
              {entry.keys.map((chord, index) => (
                <Fragment key={chord.join('+')}>
                  {index > 0 ? <span className="keyboard-shortcuts__join"> {entry.join ?? 'or'} </span> : null}
                  <Chord chord={chord} />
                </Fragment>
              ))}
            </dt>
            <dd className="keyboard-shortcuts__action">{entry.action}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * keyboard_shortcuts (key "?"): every shortcut of the track lists and the player, from the one
 * table the keys themselves follow. Public: auditioning needs no account.
 */
export function KeyboardShortcutsPopup({ close }: PopupBodyProps) {
  return (
    <div className="keyboard-shortcuts">
      <h2 className="keyboard-shortcuts__title">KEYBOARD SHORTCUTS</h2>
      <p className="keyboard-shortcuts__intro">
        On any track list: search results, albums, playlists, samplers and projects. The player&apos;s keys work wherever a
        track is selected. Nothing happens while you type in a field or a popup is open.
      </p>
      <div className="keyboard-shortcuts__groups">
        {AUDITION_SHORTCUTS.map((group) => (
          <Group key={group.title} group={group} />
        ))}
      </div>
      <div className="keyboard-shortcuts__actions">
        <Button variant="secondary" onClick={close}>
          CLOSE
        </Button>
      </div>
    </div>
  );
}
