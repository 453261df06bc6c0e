'use client';
import { useState, type ReactNode } from 'react';
import { Cubes } from './cubes';
import styles from './adrenaline.module.css';
import type { WeaponCosts } from './view-model';

/**
 * A card's rules text: shown while the pointer is over the card (its wrapper has the `withTip` class), and on tap or
 * Enter through the small "?" button, which a phone needs since it has no hover.
 */
export function CardTip({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.tipButton} aria-expanded={open} aria-label={`Rules of ${title}`} onClick={() => setOpen(!open)}>
        ?
      </button>
      <div role="tooltip" className={open ? `${styles.tip} ${styles.tipOpen}` : styles.tip}>
        <strong>{title}</strong>
        {children}
      </div>
    </>
  );
}

/** A weapon's effects with their extra costs and texts. */
export function WeaponTip({ name, card }: { name: string; card: WeaponCosts[string] | undefined }) {
  if (!card) return null;
  return (
    <CardTip title={name}>
      <ul className={styles.tipEffects}>
        {card.effects.map((e) => (
          <li key={e.name}>
            <em>{e.name}</em>
            {e.cost.length > 0 && (
              <>
                {' '}
                (extra <Cubes colors={e.cost} />)
              </>
            )}
            : {e.text}
          </li>
        ))}
      </ul>
    </CardTip>
  );
}
