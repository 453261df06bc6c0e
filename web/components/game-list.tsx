import Link from 'next/link';
import type { GameSummary } from '../../shared/api';
import { gameName } from '../lib/format';
import { needsYouBadge, playersLine, stateLine } from './lobby-words';

/**
 * One section of "my games". Each line names the game and its players, says why it needs me (if it does), where it
 * stands in the game's words, when the last move was and the time left; a finished game shows its result by name.
 */
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
            const badge = needsYouBadge(game, now);
            const href = game.needsYou === 'invitation' ? `/join/${game.id}` : `/games/${game.id}`;
            return (
              <li key={game.id} className="game-line">
                <Link href={href} className="game-link">
                  {gameName(game)}
                </Link>{' '}
                {badge && <span className="badge turn">{badge}</span>}
                {!badge && game.status === 'finished' && <span className="badge done">Finished</span>}
                {!badge && game.status === 'open' && <span className="badge">Open</span>}
                <div className="small">{playersLine(game)}</div>
                <div className="small muted">{stateLine(game, now)}</div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
