import type { ReactNode } from 'react';
import type { Pickable } from './arena-svg';
import styles from './adrenaline.module.css';

/** A card or rack slot: a button outlined as a legal choice when it offers moves, plain otherwise. */
export function PickItem({ pickKey, pick, label, className, children }: { pickKey: string; pick: Pickable; label: string; className: string; children: ReactNode }) {
  const offered = pick.choices.get(pickKey)?.length ?? 0;
  if (offered === 0) return <div className={className}>{children}</div>;
  const focused = pick.focused === pickKey;
  return (
    <button
      type="button"
      className={`${className} ${styles.pickCard} ${focused ? styles.picked : ''}`}
      aria-pressed={focused}
      aria-label={`${label}: ${offered} ${offered === 1 ? 'choice' : 'choices'}`}
      onClick={() => pick.onPick(pickKey)}
    >
      {children}
    </button>
  );
}
