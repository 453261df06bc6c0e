import type { Pickable } from './arena-svg';
import { effectKey, powerupKey, weaponKey } from './board-choices';
import { CardTip, WeaponTip } from './card-tip';
import { Cubes } from './cubes';
import { PickItem } from './pick-item';
import styles from './adrenaline.module.css';
import { AMMO_FILL, powerupName, REACTION_WORDS, squareName, type AdrenalineView, type Names, type WeaponCosts } from './view-model';

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
function PendingShot({ view, shot, names, pick, costs }: { view: AdrenalineView; shot: NonNullable<Me['pendingShot']>; names: Names; pick: Pickable; costs: WeaponCosts }) {
  const so = shotSoFar(view, shot, names);
  return (
    <div className={styles.pendingShot}>
      <strong>Your shot</strong> {shot.weapon ? `with ${names.weapon(shot.weapon)}` : '(choose a weapon)'}
      {shot.used.length > 0 && <span>, effects used: {shot.used.map((id) => effectName(costs, shot.weapon, id)).join(', ')}</span>}
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

/** An effect's printed name ("Second Lock"), from the weapon's card data. */
function effectName(costs: WeaponCosts, weapon: string | null, effect: string): string {
  const card = weapon ? costs[weapon] : undefined;
  return card?.effects.find((e) => e.id === effect)?.name ?? 'an effect';
}

/** What only this seat sees: its powerups, its weapons (loaded or not) and its shot in progress. */
export function MyHand({
  view,
  me,
  costs,
  powerupRules,
  names,
  pick,
}: {
  view: AdrenalineView;
  me: Me;
  costs: WeaponCosts;
  /** Rules text of each powerup type. */
  powerupRules: Record<string, string>;
  names: Names;
  pick: Pickable;
}) {
  const weapons = view.players[me.seat].weapons ?? [];
  // During a shot the hand the shooter can pay with is the shot's working copy.
  const powerups = me.pendingShot?.myPowerups ?? me.powerups;
  return (
    <section className={styles.myHand} aria-label="Your hand">
      <h3>Your hand</h3>
      <div className={styles.cards}>
        {powerups.length === 0 && <span className={styles.muted}>No powerups.</span>}
        {powerups.map((card) => (
          <div key={card.id} className={styles.withTip}>
            <PickItem pickKey={powerupKey(card.id)} pick={pick} label={powerupName(card)} className={styles.card}>
              <span className={styles.weaponName}>
                <span className={styles.chip} style={{ background: AMMO_FILL[card.color] }} />
                {powerupName(card)}
              </span>
              <span className={styles.cost}>or 1 {card.color} cube in a payment</span>
            </PickItem>
            <CardTip title={powerupName(card)}>
              <p>{powerupRules[card.type]}</p>
            </CardTip>
          </div>
        ))}
      </div>
      <div className={styles.cards}>
        {weapons.length === 0 && <span className={styles.muted}>No weapons.</span>}
        {weapons.map((w) => (
          <div key={w.id} className={styles.withTip}>
          <PickItem pickKey={weaponKey(w.id)} pick={pick} label={w.name} className={styles.card}>
            <span className={styles.weaponName}>
              <span className={styles.chip} style={{ background: AMMO_FILL[w.color] }} />
              {w.name}
            </span>
            <span className={styles.cost}>
              {w.loaded ? 'loaded' : 'unloaded'} · reload <Cubes colors={costs[w.id]?.reload ?? []} />
            </span>
          </PickItem>
          <WeaponTip name={w.name} card={costs[w.id]} />
          </div>
        ))}
      </div>
      <p className={styles.muted}>Tagback Grenade when you are hit: {REACTION_WORDS[me.reactionSetting] ?? 'ask me'}.</p>
      {me.pendingShot && <PendingShot view={view} shot={me.pendingShot} names={names} pick={pick} costs={costs} />}
    </section>
  );
}
