import type { Pickable } from './arena-svg';
import { seatKey } from './board-choices';
import { AmmoBox } from './cubes';
import { PickItem } from './pick-item';
import styles from './adrenaline.module.css';
import { AMMO_FILL, SEAT_COLORS, SEAT_FIGURES, type AdrenalineView, type Names, type PlayerView } from './view-model';

const TRACK = 12;
/** Where the damage track changes meaning: adrenaline upgrades after the 3rd and 6th token, death at the 11th. */
const NOTE: Record<number, string> = { 2: 'adrenaline: grab moves 2', 5: 'adrenaline: move before shooting', 10: 'killshot', 11: 'overkill' };

function Token({ seat, names }: { seat: number; names: Names }) {
  return (
    <span className={styles.token} style={{ background: SEAT_COLORS[seat] }} title={names.seat(seat)}>
      {seat + 1}
    </span>
  );
}

function DamageTrack({ player, names }: { player: PlayerView; names: Names }) {
  const described = player.damage.length ? player.damage.map((s) => names.seat(s)).join(', ') : 'none';
  return (
    <ol className={styles.track} aria-label={`Damage in order: ${described}`}>
      {Array.from({ length: TRACK }, (_, i) => (
        <li key={i} className={`${styles.slot} ${i === 2 || i === 5 ? styles.threshold : ''} ${i >= 10 ? styles.deadly : ''}`} title={NOTE[i]}>
          {player.damage[i] !== undefined && <Token seat={player.damage[i]} names={names} />}
        </li>
      ))}
    </ol>
  );
}

function Marks({ player, names }: { player: PlayerView; names: Names }) {
  const marks = player.marks.flatMap((n, attacker) => Array.from({ length: n }, () => attacker));
  if (marks.length === 0) return <span className={styles.muted}>none</span>;
  return (
    <span aria-label={marks.map((s) => names.seat(s)).join(', ')}>
      {marks.map((s, i) => (
        <Token key={i} seat={s} names={names} />
      ))}
    </span>
  );
}

function Weapons({ player }: { player: PlayerView }) {
  const hidden = player.weapons ? 0 : player.loadedCount;
  const shown = player.weapons ?? player.unloaded.map((w) => ({ ...w, loaded: false }));
  return (
    <span>
      {shown.map((w) => (
        <span key={w.id} className={w.loaded ? styles.loaded : styles.unloaded} title={w.loaded ? 'loaded' : 'unloaded (face up)'}>
          <span className={styles.chip} style={{ background: AMMO_FILL[w.color] }} />
          {w.name}
          {!w.loaded && ' (unloaded)'}
        </span>
      ))}
      {hidden > 0 && <span className={styles.muted}>{hidden} loaded, hidden</span>}
      {player.weaponCount === 0 && <span className={styles.muted}>none</span>}
    </span>
  );
}

/** One player's board: damage in the attackers' colours, marks, ammo, public weapons, deaths and points. */
function PlayerBoard({ view, player, names, pick }: { view: AdrenalineView; player: PlayerView; names: Names; pick: Pickable }) {
  const name = names.seat(player.seat);
  const active = view.turn.seat === player.seat && view.phase === 'playing';
  return (
    <article className={`${styles.playerBoard} ${active ? styles.active : ''}`} aria-label={name === 'You' ? 'Your board' : `${name}'s board`}>
      <PickItem pickKey={seatKey(player.seat)} pick={pick} label={`Target ${name}`} className={styles.playerHead}>
        <span className={styles.figure} style={{ background: SEAT_COLORS[player.seat] }} aria-hidden="true">
          {player.seat + 1}
        </span>
        <strong>{name}</strong>
        <span className={styles.muted}>{SEAT_FIGURES[player.seat]} figure</span>
        {active && <span className={styles.badge}>playing</span>}
        {!player.spawned && <span className={styles.muted}>not spawned yet</span>}
      </PickItem>
      <DamageTrack player={player} names={names} />
      <dl className={styles.facts}>
        <dt>Marks</dt>
        <dd>
          <Marks player={player} names={names} />
        </dd>
        <dt>Ammo</dt>
        <dd>
          <AmmoBox ammo={player.ammo} />
        </dd>
        <dt>Weapons</dt>
        <dd>
          <Weapons player={player} />
        </dd>
        <dt>Powerups</dt>
        <dd>{player.powerupCount}</dd>
        <dt>Deaths</dt>
        <dd>
          {player.frenzyBoard ? 'frenzy side' : `${player.skulls} ${player.skulls === 1 ? 'skull' : 'skulls'}`}, pays {player.boardValues.join('·')}
        </dd>
        <dt>Points</dt>
        <dd>{player.score}</dd>
      </dl>
    </article>
  );
}

export function PlayerBoards({ view, names, pick }: { view: AdrenalineView; names: Names; pick: Pickable }) {
  return (
    <div className={styles.playerBoards}>
      {view.players.map((p) => (
        <PlayerBoard key={p.seat} view={view} player={p} names={names} pick={pick} />
      ))}
    </div>
  );
}

/** The kill-shot track: tokens on the spaces already taken, skulls on those left, and the Final Frenzy if it started. */
export function KillTrack({ view, names }: { view: AdrenalineView; names: Names }) {
  const spaces = Math.max(view.config.skulls, view.killTrack.length);
  return (
    <section className={styles.killTrack} aria-label="Kill-shot track">
      <h3>
        Kill-shot track <span className={styles.muted}>{view.skullsLeft} skulls left</span>
      </h3>
      <ol className={`${styles.track} ${styles.killSlots}`}>
        {Array.from({ length: spaces }, (_, i) => (
          <li key={i} className={styles.slot} aria-label={view.killTrack[i] ? view.killTrack[i].map((s) => names.seat(s)).join(' and ') : 'skull'}>
            {view.killTrack[i] ? view.killTrack[i].map((s, j) => <Token key={j} seat={s} names={names} />) : <span aria-hidden="true">☠</span>}
          </li>
        ))}
      </ol>
      {view.frenzy && (
        <p className={styles.frenzy}>
          Final Frenzy: one last turn each. Two actions for {view.frenzy.twoActions.map((s) => names.seat(s)).join(', ') || 'nobody'}; one action for
          the rest, from the first player on.
        </p>
      )}
    </section>
  );
}
