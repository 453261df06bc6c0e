/**
 * The four trajectories (red, white, blue, internal) as tracks of spaces counting down to the ship, with the X, Y and Z
 * spaces marked, each threat token at its position, and the threat cards with their stats beside them.
 */
import type { TrackToken } from './model';
import styles from './space-alert.module.css';
import type { SpaceAlertView, ThreatView, TrajectoryView } from './view-types';

const CELL = 26;
const TRACK_NAMES: Record<TrajectoryView['zone'], string> = { red: 'Red zone', white: 'White zone', blue: 'Blue zone', internal: 'Internal' };
const STATUS_NAMES: Record<TrackToken['status'], string> = {
  announced: 'announced',
  waiting: 'not yet appeared',
  active: 'on the track',
  destroyed: 'destroyed',
  survived: 'survived',
};

function spaceMark(t: TrajectoryView, space: number): string | null {
  if (t.z === space) return 'Z';
  if (t.y.includes(space)) return 'Y';
  if (t.x.includes(space)) return 'X';
  return null;
}

/** Spaces from the start (left) to space 1 next to the ship (right); a token sits on its space. */
function Track({ t, tokens }: { t: TrajectoryView; tokens: TrackToken[] }) {
  const spaces = Array.from({ length: t.length }, (_, i) => t.length - i);
  const width = (t.length + 1) * CELL;
  const placed = tokens.filter((k) => k.position !== null && k.status === 'active');
  // Announced threats not on the track yet wait beside its first space, in the order they will enter.
  const coming = tokens.filter((k) => k.status === 'announced' || k.status === 'waiting');
  return (
    <svg className={styles.track} viewBox={`0 0 ${width} ${CELL * 2}`} role="img" aria-label={`${TRACK_NAMES[t.zone]} trajectory ${t.id}, ${t.length} spaces`}>
      <title>{`${TRACK_NAMES[t.zone]} trajectory ${t.id}: ${t.length} spaces, X at ${t.x.join(', ') || 'none'}, Y at ${t.y.join(', ') || 'none'}, Z at ${t.z}`}</title>
      {spaces.map((space, i) => {
        const mark = spaceMark(t, space);
        return (
          <g key={space}>
            <title>{`Space ${space}${mark ? `: ${mark} action` : ''}`}</title>
            <rect x={i * CELL + 1} y={CELL / 2} width={CELL - 2} height={CELL} rx={4} className={mark ? styles[`mark${mark}`] : styles.space} />
            <text x={i * CELL + CELL / 2} y={CELL / 2 - 3} className={styles.spaceNo} textAnchor="middle">
              {mark ?? space}
            </text>
          </g>
        );
      })}
      <g>
        <title>The ship</title>
        <rect x={t.length * CELL + 2} y={CELL / 2} width={CELL - 4} height={CELL} className={styles.shipEnd} />
      </g>
      {placed.map((k, n) => {
        const i = t.length - (k.position ?? 0);
        const stack = placed.slice(0, n).filter((o) => o.position === k.position).length;
        return (
          <g key={k.token}>
            <title>{`Threat T+${k.token} at space ${k.position}${k.damage ? `, ${k.damage} damage taken` : ''}`}</title>
            <circle cx={i * CELL + CELL / 2} cy={CELL + stack * 5} r={CELL / 2 - 3} className={styles.token} />
            <text x={i * CELL + CELL / 2} y={CELL + 4 + stack * 5} textAnchor="middle" className={styles.tokenText}>
              {k.token}
            </text>
          </g>
        );
      })}
      {coming.map((k, n) => (
        <g key={`coming-${k.token}`}>
          <title>{`Threat T+${k.token}: enters in turn ${k.token} at space ${t.length}`}</title>
          <circle cx={CELL / 2 + n * 7} cy={CELL} r={CELL / 2 - 4} className={styles.comingToken} />
          <text x={CELL / 2 + n * 7} y={CELL + 4} textAnchor="middle" className={styles.comingText}>
            {k.token}
          </text>
        </g>
      ))}
    </svg>
  );
}

const HIT_BY: Record<string, string> = { B: 'B actions', C: 'C actions', battlebots: 'battlebots', interceptors: 'interceptors' };

/** Health or structure in words: a number, or what it depends on (e.g. the rockets still on the ship). */
function toughness(c: ThreatView['card']): string {
  if ('structure' in c) return `Structure ${c.structure} · shields ${c.shields}`;
  const health = c.health === 'rockets_on_ship' ? 'as many as the rockets on the ship' : c.health === null ? 'none' : String(c.health);
  const hit = c.hitBy ? ` · hit by ${HIT_BY[c.hitBy] ?? c.hitBy}` : '';
  return `Health ${health} · at ${c.stations?.join(', ')}${hit}${c.fightsBack ? ' · fights back' : ''}`;
}

function ThreatCard({ threat, token, length }: { threat: ThreatView; token: TrackToken | undefined; length: number }) {
  const c = threat.card;
  const status = token ? STATUS_NAMES[token.status] : STATUS_NAMES.announced;
  const where = token?.position !== null && token?.status === 'active' ? ` at space ${token.position}` : '';
  const coming = token?.status === 'announced' || token?.status === 'waiting' ? ` · enters in turn ${threat.token} at space ${length}` : '';
  return (
    <li className={`${styles.threat} ${token?.status === 'destroyed' ? styles.destroyed : ''}`} aria-label={`Threat T+${threat.token}: ${c.name}`}>
      <div className={styles.threatHead}>
        <strong>
          T+{threat.token} {c.name}
        </strong>{' '}
        <span className="muted small">
          {c.severity === 'serious' ? 'serious' : 'common'} {c.kind}
          {'category' in c && c.category ? ` ${c.category}` : ''} · {status}
          {where}
          {coming}
        </span>
      </div>
      <div className="small">
        {toughness(c)} · speed {c.speed} · {c.points.destroyed} points if destroyed, {c.points.survived} if survived
        {token && token.damage > 0 ? ` · ${token.damage} damage taken` : ''}
      </div>
      <ol className={styles.actions}>
        <li><b className={styles.markXText}>X</b> {c.actions.X}</li>
        <li><b className={styles.markYText}>Y</b> {c.actions.Y}</li>
        <li><b className={styles.markZText}>Z</b> {c.actions.Z}</li>
      </ol>
    </li>
  );
}

export function Trajectories({ view, tokens }: { view: SpaceAlertView; tokens: Record<TrajectoryView['zone'], TrackToken[]> }) {
  return (
    <div className={styles.trajectories}>
      {view.trajectories.map((t) => {
        const threats = view.threats.filter((x) => (x.zone ?? 'internal') === t.zone);
        return (
          <section key={t.zone} className={`${styles.trajectory} ${styles[t.zone]}`} aria-label={`${TRACK_NAMES[t.zone]} trajectory`}>
            <h4>
              {TRACK_NAMES[t.zone]}{' '}
              <span className="muted small">
                trajectory {t.id}, {t.length} spaces{threats.length === 0 ? ' · no threat announced' : ''}
              </span>
            </h4>
            <Track t={t} tokens={tokens[t.zone]} />
            {threats.length > 0 && (
              <ul className={styles.threatList}>
                {threats.map((x) => (
                  <ThreatCard key={x.token} threat={x} length={t.length} token={tokens[t.zone].find((k) => k.token === x.token)} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
