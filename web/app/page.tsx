import type { Metadata } from 'next';
import Link from 'next/link';
import { MyGames } from '../../shared/api';
import { GameList } from '../components/game-list';
import { lobbySections } from '../components/lobby-words';
import { api } from '../lib/api';
import { requireUser } from '../lib/session';

export const metadata: Metadata = { title: 'My games' };

export default async function MyGamesPage() {
  await requireUser('/');
  const { games } = await api('/me/games', MyGames);
  const sections = lobbySections(games);
  const now = Date.now();
  return (
    <>
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h1>My games</h1>
        <Link className="button" href="/new">
          New game
        </Link>
      </div>
      <GameList title="Needs you" games={sections.needsYou} now={now} empty="Nothing waits for you." />
      <GameList title="Waiting for others" games={sections.waiting} now={now} empty="No game is waiting for others." />
      <GameList title="Finished" games={sections.finished} now={now} empty="No finished games yet." />
    </>
  );
}
