import { NextResponse } from 'next/server';
import { GameId, Table } from '../../../../../shared/api';
import { api, ApiError } from '../../../../lib/api';

/** The poller's endpoint: only the table's version leaves the server, so polling never carries the view. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = GameId.safeParse((await params).id);
  if (!id.success) return NextResponse.json({ error: { code: 'site/not-found', message: 'Unknown game.' } }, { status: 404 });
  try {
    const table = await api(`/games/${id.data}`, Table);
    return NextResponse.json({ version: table.version }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 502;
    return NextResponse.json({ error: { code: 'site/version-unavailable', message: 'The table could not be read.' } }, { status });
  }
}
