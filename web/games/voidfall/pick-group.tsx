import type { KeyboardEvent, ReactNode } from 'react';
import type { ChoiceMap } from './board-choices';
import styles from './voidfall.module.css';

export interface Pickable {
  choices: ChoiceMap;
  focused: string | null;
  onPick: (key: string) => void;
}

/**
 * An SVG group for a sector: focusable and clickable (Enter or Space too) to show its contents in words and what it
 * offers; outlined when it offers a move, its accessible name saying what a click does.
 */
export function PickGroup({ pkey, label, pick, children }: { pkey: string; label: string; pick: Pickable; children: ReactNode }) {
  const offered = pick.choices.get(pkey) ?? [];
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    pick.onPick(pkey);
  };
  const name = offered.length === 0 ? label : offered.length === 1 ? `${label}: ${offered[0].label}` : `${label}: ${offered.length} choices`;
  const classes = [styles.sector, offered.length > 0 ? styles.pick : '', pick.focused === pkey ? styles.picked : ''].filter(Boolean).join(' ');
  return (
    <g role="button" tabIndex={0} aria-label={name} aria-pressed={pick.focused === pkey} className={classes} onClick={() => pick.onPick(pkey)} onKeyDown={onKeyDown}>
      {children}
    </g>
  );
}
