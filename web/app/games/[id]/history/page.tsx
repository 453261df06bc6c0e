import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { GameId, History, Table } from '../../../../../shared/api';
import { LogPanel } from '../../../../components/table/log-panel';
import { boardFor } from '../../../../games';
import { api, ApiError } from '../../../../lib/api';
import { gameName } from '../../../../lib/format';
import { requireUser } from '../../../../lib/session';
import { HistoryControls } from './history-controls';

export const metadata: Metadata = { title: 'History' };

const Step = z.coerce.number().int().min(0).optional();

export default async function HistoryPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const id = GameId.safeParse((await params).id);
  if (!id.success) notFound();
  await requireUser(`/games/${id.data}/history`);
  const step = Step.safeParse((await searchParams).at);
  const at = step.success ? step.data : undefined;
  let history: History;
  let table: Table;
  try {
    [history, table] = await Promise.all([
      api(`/games/${id.data}/history${at === undefined ? '' : `?at=${at}`}`, History),
      api(`/games/${id.data}`, Table),
    ]);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) notFound();
    // A refusal the player can act on (no history before the start, a step out of range): say it in the API's words.
    if (error instanceof ApiError && error.status < 500)
      return (
        <section className="panel">
          <h1>History</h1>
          <p role="alert">{error.message}</p>
          <Link href={`/games/${id.data}`}>Back to the table</Link>
        </section>
      );
    throw error;
  }
  const Board = boardFor(table.game.type);
  return (
    <>
      <section className="panel">
        <h1>History of {gameName(table.game)}</h1>
        <p className="muted small">Every step as your seat saw it then; nothing hidden from you at that moment is shown.</p>
        <HistoryControls gameId={table.game.id} at={history.at} total={history.total} />
      </section>
      <div className="grid-2">
        <section className="panel" aria-labelledby="board-heading">
          <h2 id="board-heading">After step {history.at}</h2>
          <Board view={history.view} mySeat={table.mySeat} seats={table.game.seats} />
        </section>
        <LogPanel
          log={[...history.log].reverse()}
          seats={table.game.seats}
          mySeat={table.mySeat}
          gameType={table.game.type}
          title={`The log up to step ${history.at}`}
          highlightAfter={Number.MAX_SAFE_INTEGER}
        />
      </div>
    </>
  );
}
