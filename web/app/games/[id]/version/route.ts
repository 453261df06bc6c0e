import { NextResponse } from 'next/server';
import { ChatList, GameId, Table } from '../../../../../shared/api';
import { api, ApiError } from '../../../../lib/api';
import { tableStamp } from '../../../../lib/table-stamp';

/** The poller's endpoint: only the table's version and stamp leave the server, so polling never carries the view. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = GameId.safeParse((await params).id);
  if (!id.success) return NextResponse.json({ error: { code: 'site/not-found', message: 'Unknown game.' } }, { status: 404 });
  try {
    const [table, chat] = await Promise.all([api(`/games/${id.data}`, Table), api(`/games/${id.data}/chat`, ChatList).catch(() => null)]);
    return NextResponse.json({ version: table.version, stamp: tableStamp(table.version, chat) }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 502;
    return NextResponse.json({ error: { code: 'site/version-unavailable', message: 'The table could not be read.' } }, { status });
  }
}
