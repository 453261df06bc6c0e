/**
 * The Space Alert board: mission state, the viewing seat's planner (hand and action boards), the ship, the
 * trajectories with the announced threats, the announcements; after resolution the result and a turn-by-turn replay.
 * Server-rendered; only the planner and the replay are client components. It draws only what the seat's view holds.
 */
import type { BoardProps } from '../board-props';
import { JsonView } from '../generic/json-view';
import { Announcements } from './announcements';
import { memberName, shipModel, tokensByTrack, withCrewNames } from './model';
import { Planner } from './planner';
import { Replay } from './replay';
import { ShipDiagram } from './ship';
import styles from './space-alert.module.css';
import { Trajectories } from './trajectories';
import { isSpaceAlertView, type SpaceAlertView } from './view-types';

function statusText(v: SpaceAlertView): string {
  switch (v.status) {
    case 'planning':
      return `Planning window ${v.window.index + 1}`;
    case 'transfer':
      return 'Data transfer';
    case 'interval':
      return 'Between missions';
    case 'over':
      return v.resolution?.won ? 'Mission accomplished' : 'Mission failed';
  }
}

function Result({ view, seatNames }: { view: SpaceAlertView; seatNames: Array<string | null> }) {
  const r = view.resolution;
  if (!r) return null;
  const s = r.score;
  return (
    <section className={`${styles.result} ${r.won ? styles.won : styles.lost}`} aria-label="Mission result">
      <strong>{r.won ? 'The ship survived the mission.' : 'The ship was lost.'}</strong> {withCrewNames(r.reason, seatNames)}
      {s && (
        <p className="small">
          Score {s.total}: threats destroyed {s.destroyed}, survived {s.survived}, damage tiles -{s.damageTiles}, worst zone -{s.worstZone}, knocked out -{s.knockedOut},
          battlebots left lying -{s.lyingBattlebots}, visual confirmation {s.visual}.
        </p>
      )}
    </section>
  );
}

const PACE: Record<SpaceAlertView['options']['timePressure'], string> = {
  relaxed: 'relaxed pace: no clock',
  live: 'live pace: each window has a deadline',
  budgeted: 'budgeted pace: card operations are limited by script time',
};

export function SpaceAlertBoard(props: BoardProps) {
  const { view, seats, mySeat, gameId, version } = props;
  if (!isSpaceAlertView(view)) return <JsonView {...props} />;
  const seatNames: Array<string | null> = [];
  for (const s of seats) seatNames[s.seat] = s.name;
  const names = view.crew.map((m) => memberName(m, seatNames, mySeat));
  const over = view.status === 'over';
  return (
    <div className={styles.root}>
      <header className={styles.missionHead}>
        <strong>{view.mission.title}</strong>
        <span className={`badge ${over ? 'done' : 'turn'}`}>{statusText(view)}</span>
        {!over && <span className="badge">script phase {Math.min(view.scriptPhase, view.mission.phases)} of {view.mission.phases}</span>}
        {!view.chatOpen && (
          <span className={`badge ${styles.comms}`} role="status">
            Communications down: no talking
          </span>
        )}
        <span className="muted small">
          {PACE[view.options.timePressure] ?? ''} · {view.deckSize} cards left in the deck
        </span>
      </header>
      {over && <Result view={view} seatNames={seatNames} />}
      {over && view.resolution ? (
        <Replay view={view} record={view.resolution} names={names} seatNames={seatNames} />
      ) : (
        <div className={styles.layout}>
          <section className={styles.threatsArea} aria-labelledby="sa-threats-heading">
            <h3 id="sa-threats-heading">Threats and trajectories</h3>
            <Trajectories view={view} tokens={tokensByTrack(view, null)} />
          </section>
          <div className={styles.planArea}>
            <Planner view={view} names={names} gameId={gameId} version={version} />
          </div>
          <div className={styles.annArea}>
            <Announcements view={view} />
          </div>
          <div className={styles.shipArea}>
            <h3>The ship</h3>
            <ShipDiagram view={view} ship={shipModel(view, null)} names={names} />
          </div>
        </div>
      )}
      {over && <Announcements view={view} />}
    </div>
  );
}
