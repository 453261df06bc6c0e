/** Energy cubes as filled and empty pips, read out as "2 of 3". */
import styles from './space-alert.module.css';

export function Pips({ label, energy, capacity, kind }: { label: string; energy: number; capacity: number; kind: 'shield' | 'reactor' | 'plain' }) {
  const cells = Array.from({ length: Math.max(capacity, energy) }, (_, i) => i < energy);
  return (
    <span className={styles.pips} role="img" aria-label={`${label}: ${energy} of ${capacity}`} title={`${label}: ${energy} of ${capacity}`}>
      <span className={styles.pipLabel} aria-hidden="true">
        {label}
      </span>
      {cells.map((full, i) => (
        <span key={i} aria-hidden="true" className={`${styles.pip} ${styles[kind]} ${full ? styles.full : ''} ${i >= capacity ? styles.over : ''}`} />
      ))}
    </span>
  );
}

/** A crew figure: a coloured disc with the member's number, crossed out when knocked out. */
export function Figure({ index, name, ko, bots }: { index: number; name: string; ko: boolean; bots: string | null }) {
  const what = `${name}${ko ? ', knocked out' : ''}${bots ? `, with ${bots} battlebots` : ''}`;
  return (
    <span className={`${styles.figure} ${styles[`crew${index}`]} ${ko ? styles.ko : ''}`} role="img" aria-label={what} title={what}>
      {index + 1}
      {bots && <span className={styles.bots} aria-hidden="true" />}
    </span>
  );
}
