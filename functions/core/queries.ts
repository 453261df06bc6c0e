import type { ChatMessage, GameSummary, History } from '../../shared/api';
import { AppError, forbidden } from './errors';
import { loadAt, loadGame, moduleFor, readEngine, requireMeta } from './game-state';
import type { ServicePorts } from './ports';
import { logFor, seatOf, summarize, viewerFor } from './views';

/**
 * My games: those that need me first (my turn, an invitation, a table to start), the one that times out soonest first;
 * then games under way, open tables and finished games, the most recently changed first.
 */
export async function myGames(ports: ServicePorts, userId: string): Promise<GameSummary[]> {
  const memberships = await ports.games.listMemberships(userId);
  const metas = await ports.games.getMetas(memberships.map((m) => m.gameId));
  const lines: GameSummary[] = [];
  for (const meta of metas) {
    const game = await ports.registry.get(meta.type);
    if (game) lines.push(summarize(meta, game, userId));
  }
  const rank = (g: GameSummary) => (g.needsYou ? 0 : g.status === 'active' ? 1 : g.status === 'open' ? 2 : 3);
  const due = (g: GameSummary) => (g.needsYou && g.deadline ? Date.parse(g.deadline) : Infinity);
  return lines.sort((a, b) => rank(a) - rank(b) || due(a) - due(b) || b.updatedAt.localeCompare(a.updatedAt));
}

/** My view after `at` moves and the log up to there, both as my seat could see them at that step. */
export async function historyAt(ports: ServicePorts, userId: string, gameId: string, at?: number): Promise<History> {
  const meta = await requireMeta(ports, gameId);
  const viewer = viewerFor(meta, userId);
  if (meta.status === 'open') throw new AppError('game/not-started', 'This game has not started yet: it has no history.');
  const k = at ?? meta.moveCount;
  if (!Number.isInteger(k) || k < 0 || k > meta.moveCount) {
    throw new AppError('history/out-of-range', `Pick a step between 0 and ${meta.moveCount}.`);
  }
  const game = await moduleFor(ports, meta.type);
  const { state, log } = await loadAt(ports, meta, k);
  return readEngine(gameId, () => ({ at: k, total: meta.moveCount, view: game.view(state, viewer), log: logFor(game, log, viewer) }));
}

export async function listChat(ports: ServicePorts, userId: string, gameId: string): Promise<{ open: boolean; messages: ChatMessage[] }> {
  const { meta, game, state } = await loadGame(ports, gameId);
  viewerFor(meta, userId);
  const messages = await ports.games.listChat(gameId, 200);
  return {
    open: state && game.chatOpen ? game.chatOpen(state) : true,
    messages: messages.map((m) => ({ id: m.id, seat: m.seat, name: m.name, text: m.text, at: new Date(m.at).toISOString() })),
  };
}

/** Posts to the table's chat: seat holders only, and only while the game lets players talk. */
export async function postChat(ports: ServicePorts, userId: string, gameId: string, text: string): Promise<ChatMessage> {
  const { meta, game, state } = await loadGame(ports, gameId);
  const seat = seatOf(meta, userId);
  if (seat === null) throw forbidden('Only players at this table can write in its chat.');
  if (state && game.chatOpen && !game.chatOpen(state)) {
    throw new AppError('chat/closed', 'Table talk is closed right now by the rules of the game.');
  }
  const user = await ports.users.getUser(userId);
  const now = ports.clock.now();
  const record = { id: ports.ids.id(), gameId, seat, userId, name: user?.displayName ?? meta.seats[seat].name ?? `Seat ${seat + 1}`, text, at: now };
  await ports.games.addChat(record);
  // The line is stored; a failed mention notice must not fail the post.
  await ports.notifier?.publishChat?.(record).catch((err) => console.error(`notifier: ${err instanceof Error ? err.message : err}`));
  return { id: record.id, seat, name: record.name, text, at: new Date(now).toISOString() };
}
