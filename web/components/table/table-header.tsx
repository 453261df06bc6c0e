import Link from 'next/link';
import type { Table } from '../../../shared/api';
import { joinGame, leaveGame, resignGame, startGame } from '../../app/games/[id]/actions';
import { awaitedWords } from '../../games/move-labels';
import { awaitedLabel, gameName, seatLabel, timeLeft } from '../../lib/format';
import { hasRulesSummary } from '../../app/rules/[game]/summaries';
import { GameActionButton } from './game-action-button';
import { RulesNotice } from './rules-notice';

/** The head of the table, kept to a line or two: the game, who is awaited and until when, the players, and the table's own actions. */
export function TableHeader({ table, joinUrl, now }: { table: Table; joinUrl: string; now: number }) {
  const { game } = table;
  const awaitedBySeat = new Map(table.awaitedSeats.map((a) => [a.seat, a]));
  const hasFreeSeat = game.seats.some((s) => s.status === 'open');
  return (
    <section className="panel table-header" aria-labelledby="table-heading">
      <div className="table-title">
        <h1 id="table-heading">{gameName(game)}</h1>
        <strong className="table-status">{awaitedLabel(game)}</strong>
        {game.outcome && <span className="muted small">{game.outcome.reason}</span>}
        <nav className="table-links small" aria-label="This table">
          {hasRulesSummary(game.type) && <Link href={`/rules/${game.type}`}>Rules summary</Link>}
          <Link href={`/games/${game.id}/history`}>History</Link>
        </nav>
      </div>
      <ul className="plain seat-list" aria-label="Players">
        {game.seats.map((seat) => {
          const awaited = awaitedBySeat.get(seat.seat);
          const left = awaited ? timeLeft(awaited.deadline, now) : null;
          return (
            <li key={seat.seat} className={awaited ? 'seat awaited' : 'seat'}>
              <span className="seat-name">{seatLabel(game.seats, seat.seat)}</span>
              {game.outcome && game.outcome.scores.length > 0 && <span className="small"> · {game.outcome.scores[seat.seat] ?? 0} points</span>}
              {awaited && (
                <span className="small">
                  {' '}
                  · {awaitedWords(game.type, awaited.kind, awaited.mode)}
                  {left ? ` · ${left}` : ''}
                </span>
              )}
              {seat.status === 'resigned' && <span className="small muted"> · resigned</span>}
            </li>
          );
        })}
      </ul>
      <RulesNotice table={table} />
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
