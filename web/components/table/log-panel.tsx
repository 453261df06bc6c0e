import type { LogEntry, SeatInfo } from '../../../shared/api';
import { describeEvent } from '../../lib/describe';
import { eventLabel } from '../../games/move-labels';
import { seatLabel } from '../../lib/format';

/** The moves since this seat's last one are marked: that is what happened while the player was away. */
export function sinceMyLastMove(log: LogEntry[], mySeat: number | null): number {
  const mine = log.filter((entry) => mySeat !== null && entry.seat === mySeat).map((entry) => entry.seq);
  return mine.length ? Math.max(...mine) : -1;
}

export function LogPanel({
  log,
  seats,
  mySeat,
  title = 'What happened',
  highlightAfter,
  gameType,
  foldable = false,
}: {
  log: LogEntry[];
  /** Lets the game word its own events; without it events are described generically. */
  gameType?: string;
  seats: SeatInfo[];
  mySeat: number | null;
  title?: string;
  highlightAfter?: number;
  /** On the table page the log can be folded away (a phone shows it below the board and the decision bar). */
  foldable?: boolean;
}) {
  const after = highlightAfter ?? sinceMyLastMove(log, mySeat);
  const fresh = log.filter((entry) => entry.seq > after && entry.seat !== mySeat).length;
  const heading = (
    <h2 id="log-heading">
      {title}
      {fresh > 0 && <span className="badge turn log-new">{fresh} new since your last move</span>}
    </h2>
  );
  const body =
    log.length === 0 ? (
      <p className="muted">No move yet.</p>
    ) : (
      <ol className="plain log">
        {log.map((entry) => (
          <li key={entry.seq} className={entry.seq > after && entry.seat !== mySeat ? 'log-entry fresh' : 'log-entry'}>
            <div className="small muted">
              #{entry.seq} · {seatLabel(seats, entry.seat)} · <time dateTime={entry.at}>{entry.at.replace('T', ' ').slice(0, 16)} UTC</time>
            </div>
            {entry.events.length === 0 ? (
              <div className="muted">(nothing you can see)</div>
            ) : (
              <ul className="events">
                {entry.events.map((event, i) => (
                  <li key={i}>{eventLabel(gameType, event, seats) ?? describeEvent(event, seats)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    );
  if (foldable)
    return (
      <details className="panel fold" open aria-labelledby="log-heading">
        <summary>{heading}</summary>
        {body}
      </details>
    );
  return (
    <section className="panel" aria-labelledby="log-heading">
      {heading}
      {body}
    </section>
  );
}
