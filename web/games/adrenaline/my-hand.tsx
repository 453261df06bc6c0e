import type { Pickable } from './arena-svg';
import { effectKey, powerupKey, weaponKey } from './board-choices';
import { Cubes } from './cubes';
import { PickItem } from './pick-item';
import styles from './adrenaline.module.css';
import { AMMO_FILL, powerupName, squareName, type AdrenalineView, type Names, type WeaponCosts } from './view-model';

type Me = NonNullable<AdrenalineView['me']>;

/** What the unconfirmed shot does so far, against the committed board: "Bob +2 damage, +1 mark", "Cleo moved to B2". */
export function shotSoFar(view: AdrenalineView, shot: NonNullable<Me['pendingShot']>, names: Names): string[] {
  return shot.preview.flatMap((p) => {
    const before = view.players[p.seat];
    const damage = p.damage.length - before.damage.length;
    const marks = p.marks.reduce((a, b) => a + b, 0) - before.marks.reduce((a, b) => a + b, 0);
    const parts = [damage > 0 ? `+${damage} damage` : '', marks > 0 ? `+${marks} ${marks === 1 ? 'mark' : 'marks'}` : '', p.square !== before.square && p.square ? `moved to ${squareName(p.square)}` : ''];
    const said = parts.filter(Boolean);
    return said.length ? [`${names.seat(p.seat)} ${said.join(', ')}`] : [];
  });
}

/** The shot being prepared, as only its shooter sees it: weapon, effects used and still available. */
function PendingShot({ view, shot, names, pick }: { view: AdrenalineView; shot: NonNullable<Me['pendingShot']>; names: Names; pick: Pickable }) {
  const so = shotSoFar(view, shot, names);
  return (
    <div className={styles.pendingShot}>
      <strong>Your shot</strong> {shot.weapon ? `with ${names.weapon(shot.weapon)}` : '(choose a weapon)'}
      {shot.used.length > 0 && <span>, effects used: {shot.used.join(', ')}</span>}
      {shot.ask && <span>. Now choose {shot.ask.label}.</span>}
      {so.length > 0 && <p>Not confirmed yet: {so.join('; ')}.</p>}
      {shot.nextEffects.length > 0 && (
        <ul className={styles.effects}>
          {shot.nextEffects.map((e) => (
            <li key={e.id}>
              <PickItem pickKey={effectKey(e.id)} pick={pick} label={`Use ${e.name}`} className={styles.card}>
                <span className={styles.weaponName}>
                  {e.name} <Cubes colors={e.extraCost} />
                </span>
                <span className={styles.cost}>{e.rulesText}</span>
              </PickItem>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What only this seat sees: its powerups, its weapons (loaded or not) and its shot in progress. */
export function MyHand({ view, me, costs, names, pick }: { view: AdrenalineView; me: Me; costs: WeaponCosts; names: Names; pick: Pickable }) {
  const weapons = view.players[me.seat].weapons ?? [];
  // During a shot the hand the shooter can pay with is the shot's working copy.
  const powerups = me.pendingShot?.myPowerups ?? me.powerups;
  return (
    <section className={styles.myHand} aria-label="Your hand">
      <h3>Your hand</h3>
      <div className={styles.cards}>
        {powerups.length === 0 && <span className={styles.muted}>No powerups.</span>}
        {powerups.map((card) => (
          <PickItem key={card.id} pickKey={powerupKey(card.id)} pick={pick} label={powerupName(card)} className={styles.card}>
            <span className={styles.weaponName}>
              <span className={styles.chip} style={{ background: AMMO_FILL[card.color] }} />
              {powerupName(card)}
            </span>
          </PickItem>
        ))}
      </div>
      <div className={styles.cards}>
        {weapons.length === 0 && <span className={styles.muted}>No weapons.</span>}
        {weapons.map((w) => (
          <PickItem key={w.id} pickKey={weaponKey(w.id)} pick={pick} label={w.name} className={styles.card}>
            <span className={styles.weaponName}>
              <span className={styles.chip} style={{ background: AMMO_FILL[w.color] }} />
              {w.name}
            </span>
            <span className={styles.cost}>
              {w.loaded ? 'loaded' : 'unloaded'} · reload <Cubes colors={costs[w.id]?.reload ?? []} />
            </span>
          </PickItem>
        ))}
      </div>
      <p className={styles.muted}>Tagback Grenade: {me.reactionSetting === 'ask' ? 'ask me' : me.reactionSetting}.</p>
      {me.pendingShot && <PendingShot view={view} shot={me.pendingShot} names={names} pick={pick} />}
    </section>
  );
}
