import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { GameId, Table } from '../../../../shared/api';
import { GameActionButton } from '../../../components/table/game-action-button';
import { api } from '../../../lib/api';
import { awaitedLabel, gameName } from '../../../lib/format';
import { requireUser } from '../../../lib/session';
import { joinGame } from '../../games/[id]/actions';

export const metadata: Metadata = { title: 'Join a game' };

/** Where an invite link lands: sign in first, then take a seat; a player already seated goes straight to the table. */
export default async function JoinPage({ params }: { params: Promise<{ id: string }> }) {
  const id = GameId.safeParse((await params).id);
  if (!id.success) notFound();
  await requireUser(`/join/${id.data}`);
  // Someone without a seat may not be allowed to read the table yet: then the service decides when they ask to join.
  const table = await api(`/games/${id.data}`, Table).catch(() => null);
  if (table && table.mySeat !== null) redirect(`/games/${id.data}`);
  return (
    <section className="panel" style={{ maxWidth: 620 }}>
      <h1>Join {table ? gameName(table.game) : 'a game'}</h1>
      {table && (
        <p>
          {table.game.seats.filter((s) => s.status === 'joined').length} of {table.game.seats.length} seats taken ·{' '}
          {awaitedLabel(table.game)}
        </p>
      )}
      {table && table.game.status !== 'open' ? (
        <p>
          This game has already started; its seats are taken. You may <Link href={`/games/${id.data}`}>watch it</Link>.
        </p>
      ) : (
        <GameActionButton action={joinGame} gameId={id.data} label="Take a seat" pendingLabel="Joining…" />
      )}
    </section>
  );
}
