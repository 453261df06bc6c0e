import Link from 'next/link';
import type { GameSummary } from '../../shared/api';
import { awaitedLabel, gameName, seatLabel, timeLeft } from '../lib/format';

/** One section of "my games": each line names the game, the opponents, whose turn it is and the time left. */
export function GameList({ title, games, now, empty }: { title: string; games: GameSummary[]; now: number; empty: string }) {
  const headingId = `games-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title} <span className="muted small">({games.length})</span>
      </h2>
      {games.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="plain game-list">
          {games.map((game) => {
            const opponents = game.seats.filter((s) => !s.isMe).map((s) => seatLabel(game.seats, s.seat));
            const left = timeLeft(game.deadline, now);
            return (
              <li key={game.id} className="game-line">
                <Link href={`/games/${game.id}`} className="game-link">
                  {gameName(game)}
                </Link>
                {game.yourTurn && game.status !== 'finished' && <span className="badge turn">Your turn</span>}
                {game.status === 'finished' && <span className="badge done">Finished</span>}
                {game.status === 'open' && <span className="badge">Open</span>}
                <div className="small muted">
                  {opponents.length ? `with ${opponents.join(', ')}` : 'no opponents yet'} · {awaitedLabel(game)}
                  {left ? ` · ${left}` : ''}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
