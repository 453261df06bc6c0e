import styles from './adrenaline.module.css';
import { AMMO_FILL, type AmmoColor } from './view-model';

/** A row of ammo cubes, read out as words. */
export function Cubes({ colors, empty = 'free' }: { colors: AmmoColor[]; empty?: string }) {
  if (colors.length === 0) return <span className={styles.muted}>{empty}</span>;
  return (
    <span className={styles.cubes} role="img" aria-label={colors.join(', ')} title={colors.join(', ')}>
      {colors.map((c, i) => (
        <span key={i} className={styles.cube} style={{ background: AMMO_FILL[c] }} />
      ))}
    </span>
  );
}

/** An ammo box: how many cubes of each colour, out of three. */
export function AmmoBox({ ammo }: { ammo: Record<AmmoColor, number> }) {
  const colors = (['red', 'blue', 'yellow'] as AmmoColor[]).flatMap((c) => Array.from({ length: ammo[c] }, () => c));
  return <Cubes colors={colors} empty="no ammo" />;
}
