import Link from 'next/link';
import type { Table } from '../../../shared/api';
import { joinGame, leaveGame, resignGame, startGame } from '../../app/games/[id]/actions';
import { humanize } from '../../lib/config-fields';
import { awaitedLabel, gameName, seatLabel, timeLeft } from '../../lib/format';
import { GameActionButton } from './game-action-button';

/** The head of the table: the players, who is awaited and until when, the outcome, and the table's own actions. */
export function TableHeader({ table, joinUrl, now }: { table: Table; joinUrl: string; now: number }) {
  const { game } = table;
  const awaitedBySeat = new Map(table.awaitedSeats.map((a) => [a.seat, a]));
  const hasFreeSeat = game.seats.some((s) => s.status === 'open');
  return (
    <section className="panel" aria-labelledby="table-heading">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h1 id="table-heading">{gameName(game)}</h1>
        <Link href={`/games/${game.id}/history`}>History</Link>
      </div>
      <p>
        <strong>{awaitedLabel(game)}</strong>
        {game.outcome && <span className="muted"> · {game.outcome.reason}</span>}
      </p>
      <ul className="plain seat-list" aria-label="Players">
        {game.seats.map((seat) => {
          const awaited = awaitedBySeat.get(seat.seat);
          const left = awaited ? timeLeft(awaited.deadline, now) : null;
          return (
            <li key={seat.seat} className={awaited ? 'seat awaited' : 'seat'}>
              <span className="seat-name">{seatLabel(game.seats, seat.seat)}</span>
              {game.outcome && <span className="small"> · {game.outcome.scores[seat.seat] ?? 0} pts</span>}
              {awaited && (
                <span className="small">
                  {' '}
                  · to {humanize(awaited.kind).toLowerCase()} ({awaited.mode}){left ? ` · ${left}` : ''}
                </span>
              )}
              {seat.status === 'resigned' && <span className="small muted"> · resigned</span>}
            </li>
          );
        })}
      </ul>
      {game.status === 'open' && (
        <div className="open-table">
          {hasFreeSeat && (
            <p className="small">
              Invite link for the open seats: <code className="join-link">{joinUrl}</code>
            </p>
          )}
          {table.mySeat === null ? (
            <GameActionButton action={joinGame} gameId={game.id} label="Take a seat" pendingLabel="Joining…" />
          ) : (
            <>
              <GameActionButton action={startGame} gameId={game.id} label="Start the game" pendingLabel="Starting…" />
              <GameActionButton action={leaveGame} gameId={game.id} label="Leave this table" pendingLabel="Leaving…" secondary />
            </>
          )}
        </div>
      )}
      {game.status === 'active' && table.mySeat !== null && (
        <details className="resign">
          <summary className="small muted">Resign…</summary>
          <p className="small">Resigning ends your part in this game. It cannot be undone.</p>
          <GameActionButton action={resignGame} gameId={game.id} label="Resign this game" pendingLabel="Resigning…" secondary />
        </details>
      )}
    </section>
  );
}
