import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { ChatList, GameId, Table } from '../../../../shared/api';
import { ChatPanel } from '../../../components/table/chat-panel';
import { LogPanel } from '../../../components/table/log-panel';
import { PromptPanel } from '../../../components/table/prompt-panel';
import { TableHeader } from '../../../components/table/table-header';
import { VersionPoller } from '../../../components/table/version-poller';
import { boardFor } from '../../../games';
import { moveGroups } from '../../../games/move-groups';
import { madeOnBoard, moveLabels } from '../../../games/move-labels';
import { api, ApiError, siteOrigin } from '../../../lib/api';
import { requireUser } from '../../../lib/session';
import { tableStamp } from '../../../lib/table-stamp';

export const metadata: Metadata = { title: 'Table' };

/** Reads my table on the server; a table I hold no seat at sends me to its join page. */
async function loadTable(id: string): Promise<Table> {
  try {
    return await api(`/games/${id}`, Table);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    if (error instanceof ApiError && error.status === 403) redirect(`/join/${id}`);
    throw error;
  }
}

export default async function TablePage({ params }: { params: Promise<{ id: string }> }) {
  const id = GameId.safeParse((await params).id);
  if (!id.success) notFound();
  await requireUser(`/games/${id.data}`);
  const [table, chat] = await Promise.all([loadTable(id.data), api(`/games/${id.data}/chat`, ChatList).catch(() => null)]);
  const Board = boardFor(table.game.type);
  const joinUrl = `${siteOrigin(await headers())}/join/${table.game.id}`;
  const playing = table.game.status === 'active' && table.mySeat !== null;
  return (
    <>
      <TableHeader table={table} joinUrl={joinUrl} now={Date.now()} />
      {table.game.status === 'open' ? (
        <section className="panel">
          <h2>Waiting for players</h2>
          <p>The board appears when the game starts. Share the invite link, or start once every seat is taken.</p>
        </section>
      ) : (
        // The board comes first and takes the wide column; the decision bar, log and chat sit beside it (below it on a phone).
        <div className="table-layout">
          <section className="panel table-board" aria-labelledby="board-heading" data-version={table.version}>
            <h2 id="board-heading" className="visually-hidden">
              The board as your seat sees it
            </h2>
            <Board view={table.view} mySeat={table.mySeat} seats={table.game.seats} gameId={table.game.id} version={table.version} legalMoves={table.legalMoves} />
          </section>
          <div className="table-side">
            {playing && (
              <PromptPanel
                gameId={table.game.id}
                version={table.version}
                prompts={table.prompts}
                legalMoves={table.legalMoves}
                labels={moveLabels(table.game.type, table.legalMoves, table.view, table.game.seats)}
                onBoard={madeOnBoard(table.game.type, table.legalMoves)}
                groups={moveGroups(table.game.type, table.legalMoves)}
              />
            )}
            <LogPanel log={[...table.recentLog].reverse()} seats={table.game.seats} mySeat={table.mySeat} gameType={table.game.type} foldable />
            <ChatPanel gameId={table.game.id} open={chat?.open ?? table.chatOpen} messages={chat?.messages ?? null} />
          </div>
        </div>
      )}
      {table.game.status !== 'finished' && <VersionPoller gameId={table.game.id} stamp={tableStamp(table.version, chat)} />}
    </>
  );
}
