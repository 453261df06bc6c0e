import type { Pickable } from './arena-svg';
import { rackKey } from './board-choices';
import { WeaponTip } from './card-tip';
import { Cubes } from './cubes';
import { PickItem } from './pick-item';
import styles from './adrenaline.module.css';
import { AMMO_FILL, squareName, type AdrenalineView, type AmmoColor, type WeaponCosts } from './view-model';

const RACK_ORDER: AmmoColor[] = ['red', 'blue', 'yellow'];

/** The three weapon racks, one per spawnpoint: the weapons for sale with what they cost to buy and to reload. */
export function Racks({ view, costs, pick }: { view: AdrenalineView; costs: WeaponCosts; pick: Pickable }) {
  return (
    <div className={styles.racks}>
      {RACK_ORDER.map((color) => (
        <section key={color} className={styles.rack} style={{ borderTopColor: AMMO_FILL[color] }} aria-label={`Weapons at the ${color} spawnpoint`}>
          <h3>
            {color[0].toUpperCase() + color.slice(1)} spawnpoint <span className={styles.muted}>{squareName(view.arena.spawnpoints[color])}</span>
          </h3>
          <ul className={styles.plain}>
            {view.racks[color].map((weapon, slot) => (
              <li key={slot} className={styles.withTip}>
                {weapon === null ? (
                  <div className={`${styles.weapon} ${styles.muted}`}>empty slot</div>
                ) : (
                  <PickItem pickKey={rackKey(weapon.id)} pick={pick} label={`Buy ${weapon.name}`} className={styles.weapon}>
                    <span className={styles.weaponName}>
                      <span className={styles.chip} style={{ background: AMMO_FILL[weapon.color] }} />
                      {weapon.name}
                    </span>
                    <span className={styles.cost}>
                      buy <Cubes colors={costs[weapon.id]?.pickup ?? []} /> reload <Cubes colors={costs[weapon.id]?.reload ?? []} />
                    </span>
                  </PickItem>
                )}
                {weapon && <WeaponTip name={weapon.name} card={costs[weapon.id]} />}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
