import type { KeyboardEvent, ReactNode } from 'react';
import { choicesAt, type ChoiceMap } from './board-choices';
import styles from './retaliation.module.css';

export interface Pickable {
  choices: ChoiceMap;
  focused: string | null;
  onPick: (key: string) => void;
}

/**
 * An SVG group offering the choices under `pkey`: outlined, focusable and clickable (Enter or Space too), its
 * accessible name saying what a click does; a plain labelled group when it offers nothing.
 */
export function PickGroup({ pkey, label, pick, children }: { pkey: string; label: string; pick: Pickable; children: ReactNode }) {
  const offered = choicesAt(pick.choices, pkey);
  if (offered.length === 0) return <g aria-label={label}>{children}</g>;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    pick.onPick(pkey);
  };
  const name = offered.length === 1 ? offered[0].label : `${label}: ${offered.length} choices`;
  const chosen = pick.focused === pkey;
  return (
    <g role="button" tabIndex={0} aria-label={name} aria-pressed={chosen} className={chosen ? `${styles.pick} ${styles.picked}` : styles.pick} onClick={(e) => {
        // An intruder inside a room is a choice of its own: the room under it is not picked too.
        e.stopPropagation();
        pick.onPick(pkey);
      }} onKeyDown={onKeyDown}>
      {children}
    </g>
  );
}
