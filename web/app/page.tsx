import type { Metadata } from 'next';
import Link from 'next/link';
import { MyGames } from '../../shared/api';
import { GameList } from '../components/game-list';
import { api } from '../lib/api';
import { lobbyOrder } from '../lib/format';
import { requireUser } from '../lib/session';

export const metadata: Metadata = { title: 'My games' };

export default async function MyGamesPage() {
  await requireUser('/');
  const { games } = await api('/me/games', MyGames);
  const order = lobbyOrder(games);
  const now = Date.now();
  return (
    <>
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h1>My games</h1>
        <Link className="button" href="/new">
          New game
        </Link>
      </div>
      <GameList title="Your turn" games={order.yourTurn} now={now} empty="Nothing waits for you." />
      <GameList title="Waiting for others" games={order.waiting} now={now} empty="No game is waiting for others." />
      <GameList title="Finished" games={order.finished} now={now} empty="No finished games yet." />
    </>
  );
}
