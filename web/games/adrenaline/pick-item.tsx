import type { ReactNode } from 'react';
import { choicesLabel, type Pickable } from './arena-svg';
import styles from './adrenaline.module.css';

/** A card or rack slot: a button outlined as a legal choice when it offers moves, plain otherwise (a single move is sent on click). */
export function PickItem({ pickKey, pick, label, className, children }: { pickKey: string; pick: Pickable; label: string; className: string; children: ReactNode }) {
  const offered = pick.choices.get(pickKey) ?? [];
  if (offered.length === 0) return <div className={className}>{children}</div>;
  const focused = pick.focused === pickKey;
  return (
    <button
      type="button"
      className={`${className} ${styles.pickCard} ${focused ? styles.picked : ''}`}
      aria-pressed={focused}
      aria-label={choicesLabel(label, offered)}
      onClick={() => pick.onPick(pickKey)}
    >
      {children}
    </button>
  );
}
