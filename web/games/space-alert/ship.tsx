/** The ship: three zones of two stations, with shields, reactors, cannons, computer, battlebots, interceptors, damage and crew. */
import { tileKind } from '../../../shared/games/space-alert/rules/ship';
import { STATIONS, ZONES, type ShipModel, type StationId } from './model';
import { Figure, Pips } from './pips';
import styles from './space-alert.module.css';
import type { SpaceAlertView, Zone } from './view-types';

const ZONE_NAMES: Record<Zone, string> = { red: 'Red zone', white: 'White zone', blue: 'Blue zone' };
const TILE_NAMES: Record<string, string> = {
  heavy: 'heavy laser -1',
  lower: 'lower cannon -1',
  shield: 'shield capacity -1',
  reactor: 'reactor capacity -1',
  lift: 'gravolift damaged',
  structure: 'structure',
};
const BAY_NAMES: Record<string, string> = { lying: 'battlebots in the bay', empty: 'bay empty (battlebots taken)', disabled: 'battlebots in the bay, disabled' };
const zoneOf = (s: StationId): Zone => (s[1] === 'R' ? 'red' : s[1] === 'W' ? 'white' : 'blue');

/** "Computer maintained in phase 1 and 2", or not yet: the phases whose maintenance was done. */
function maintained(done: boolean[]): string {
  const phases = done.flatMap((d, i) => (d ? [String(i + 1)] : []));
  return phases.length ? `Computer maintained in phase ${phases.join(' and ')}` : 'Computer not maintained yet';
}

function StationExtras({ station, ship }: { station: StationId; ship: ShipModel }) {
  const zone = zoneOf(station);
  const extras = [];
  if (station[0] === 'U') extras.push(<Pips key="shield" label="Shield" kind="shield" {...ship.shields[zone]} />);
  else extras.push(<Pips key="reactor" label={zone === 'white' ? 'Main reactor' : 'Reactor'} kind="reactor" {...ship.reactors[zone]} />);
  if (station === 'LW') extras.push(<Pips key="fuel" label="Fuel capsules" kind="plain" energy={ship.capsules} capacity={3} />);
  if (station === 'LB') extras.push(<Pips key="rockets" label="Rockets" kind="plain" energy={ship.rockets} capacity={3} />);
  if (station === 'UR') extras.push(<span key="int" className={styles.tag}>{ship.interceptorsOut ? 'Interceptors out in space' : 'Interceptors in the bay'}</span>);
  if (station === 'LR' || station === 'UB') extras.push(<span key="bots" className={styles.tag}>{BAY_NAMES[ship.bays[station]] ?? `battlebots: ${ship.bays[station]}`}</span>);
  if (station === 'UW')
    extras.push(
      <span key="computer" className={styles.tag}>
        {maintained(ship.maintenance)}
      </span>,
    );
  if (station === 'LW' && ship.visual.some((n) => n > 0)) extras.push(<span key="visual" className={styles.tag}>Visual confirmation: {ship.visual.join(' / ')}</span>);
  return <div className={styles.extras}>{extras}</div>;
}

export function ShipDiagram({ view, ship, names }: { view: SpaceAlertView; ship: ShipModel; names: string[] }) {
  const systems = new Map(view.ship.stations.map((s) => [s.station, s.systems]));
  const inSpace = ship.figures.filter((f) => f.station === 'space');
  return (
    <div className={styles.ship} role="group" aria-label="The ship">
      <div className={styles.shipGrid}>
        {ZONES.map((zone) => (
          <div key={zone} className={`${styles.zoneHead} ${styles[zone]}`}>
            {ZONE_NAMES[zone]}
          </div>
        ))}
        {STATIONS.map((station) => {
          const sys = systems.get(station);
          const here = ship.figures.filter((f) => f.station === station);
          return (
            <section key={station} className={`${styles.station} ${styles[zoneOf(station)]}`} aria-label={`Station ${station}`}>
              <h4 className={styles.stationName}>
                {station} <span className="muted small">{station[0] === 'U' ? 'upper deck' : 'lower deck'}</span>
              </h4>
              {sys && (
                <ul className={styles.systems}>
                  <li><b>A</b> {sys.A}</li>
                  <li><b>B</b> {sys.B}</li>
                  <li><b>C</b> {sys.C}</li>
                </ul>
              )}
              <StationExtras station={station} ship={ship} />
              <div className={styles.figures} aria-label={here.length ? `Crew at ${station}` : undefined}>
                {here.map((f) => (
                  <Figure key={f.index} index={f.index} name={names[f.index] ?? `Member ${f.index + 1}`} ko={f.ko} bots={f.bots} />
                ))}
              </div>
            </section>
          );
        })}
        {ZONES.map((zone) => (
          <div key={zone} className={styles.damage}>
            <strong>Damage {ship.damage[zone].length}</strong>
            {ship.damage[zone].length > 0 && <span className="small"> ({ship.damage[zone].map((id) => TILE_NAMES[tileKind(id)] ?? 'damage').join(', ')})</span>}
          </div>
        ))}
      </div>
      {inSpace.length > 0 && (
        <p className="small">
          Out in space with the interceptors:{' '}
          {inSpace.map((f) => (
            <Figure key={f.index} index={f.index} name={names[f.index] ?? `Member ${f.index + 1}`} ko={f.ko} bots={f.bots} />
          ))}
        </p>
      )}
    </div>
  );
}
