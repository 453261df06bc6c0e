import type { GameSummary, LogEntry, Table } from '../../shared/api';
import { awaitedSeats, type AnyGameModule, type BaseState, type Prompt, type Viewer } from '../../shared/engine';
import { forbidden } from './errors';
import type { GameMeta, StoredMove } from './model';
import { rulesNotice } from './rules-versions';

/** At most this many legal moves are listed in a table; beyond it the UI builds moves from the prompt's options. */
const LEGAL_MOVES_CAP = 500;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The seat `userId` holds (joined or resigned), or null. */
export function seatOf(meta: GameMeta, userId: string): number | null {
  const seat = meta.seats.find((s) => s.userId === userId && (s.status === 'joined' || s.status === 'resigned'));
  return seat ? seat.seat : null;
}

/** Who may look at this table, and as whom: a seat holder as their seat, others as spectators when allowed. */
export function viewerFor(meta: GameMeta, userId: string): Viewer {
  const seat = seatOf(meta, userId);
  if (seat !== null) return seat;
  const invited = meta.seats.some((s) => s.userId === userId);
  if (meta.status === 'open' || meta.allowSpectators || invited || meta.creatorId === userId) return 'spectator';
  throw forbidden('This table does not allow spectators.');
}

/**
 * A seat's name as `userId` may see it. An invitation not yet accepted shows the invited email to the player who invited
 * and "Invited player" to everyone else, never the invited account's name (that would turn an email into a name).
 */
export function seatName(meta: GameMeta, seat: GameMeta['seats'][number], userId: string): string | null {
  if (seat.status === 'open') return null;
  if (seat.status === 'invited') return meta.creatorId === userId && seat.inviteEmail ? seat.inviteEmail : 'Invited player';
  return seat.name;
}

/**
 * The game's sentence on where it stands, with "seat 2" written as that seat's name. A trailing prompt kind
 * ("Waiting for seat 2: shot-prepare.") is a machine word, not a player's: it is dropped.
 */
function progressIn(meta: GameMeta, userId: string): string | null {
  if (!meta.summary) return null;
  return meta.summary.replace(/: [a-z]+(?:-[a-z]+)*\.$/, '.').replace(/\b([Ss])eat (\d+)\b/g, (whole, _s: string, n: string) => {
    const seat = meta.seats[Number(n) - 1];
    if (!seat) return whole;
    return seat.userId === userId && seat.status === 'joined' ? 'you' : (seatName(meta, seat, userId) ?? whole);
  });
}

/** Why the game waits on `userId`: their turn, their invitation, or their full table to start. */
function needsYou(meta: GameMeta, userId: string, yourTurn: boolean): GameSummary['needsYou'] {
  if (yourTurn) return 'your-turn';
  if (meta.status !== 'open') return null;
  if (meta.seats.some((s) => s.status === 'invited' && s.userId === userId)) return 'invitation';
  return meta.creatorId === userId && meta.seats.every((s) => s.status === 'joined') ? 'start' : null;
}

/** A lobby line, whitelisted: invited emails (but to the inviter), the seed and deadlines of others' prompts beyond the earliest never appear. */
export function summarize(meta: GameMeta, game: AnyGameModule, userId: string): GameSummary {
  const mySeat = seatOf(meta, userId);
  const yourTurn = mySeat !== null && meta.awaited.includes(mySeat) && meta.seats[mySeat].status === 'joined';
  const deadlines = meta.awaited.map((s) => meta.deadlines[s]).filter((d): d is number => d !== null && d !== undefined);
  const deadline = yourTurn && meta.deadlines[mySeat] != null ? meta.deadlines[mySeat] : deadlines.length ? Math.min(...deadlines) : null;
  return {
    id: meta.id,
    type: meta.type,
    title: game.title,
    name: meta.name,
    status: meta.status,
    seats: meta.seats.map((s) => ({
      seat: s.seat,
      status: s.status,
      name: seatName(meta, s, userId),
      isMe: s.userId === userId,
    })),
    mySeat,
    awaited: meta.awaited.slice(),
    yourTurn,
    deadline: iso(deadline ?? null),
    version: meta.version,
    createdAt: iso(meta.createdAt)!,
    updatedAt: iso(meta.updatedAt)!,
    timeLimitHours: meta.timeLimitHours,
    timeoutPolicy: meta.timeoutPolicy,
    outcome: meta.outcome ? { winners: meta.outcome.winners.slice(), scores: meta.outcome.scores.slice(), reason: meta.outcome.reason } : null,
    lastMoveAt: iso(meta.lastMoveAt ?? null),
    progress: meta.status === 'open' ? null : progressIn(meta, userId),
    needsYou: needsYou(meta, userId, yourTurn),
  };
}

/** A log entry as `viewer` may see it: only `redact`ed events; null when none of its events may be shown. */
export function logEntryFor(game: AnyGameModule, move: StoredMove, viewer: Viewer): LogEntry | null {
  const events = move.events.map((e) => game.redact(e, viewer)).filter((e) => e !== null);
  if (!events.length) return null;
  return { seq: move.seq, seat: move.seat, at: new Date(move.at).toISOString(), events };
}

export function logFor(game: AnyGameModule, moves: StoredMove[], viewer: Viewer): LogEntry[] {
  return moves.map((m) => logEntryFor(game, m, viewer)).filter((e): e is LogEntry => e !== null);
}

/** My table: my view, my prompts and legal moves, who is awaited, deadlines, the recent log; nothing of other seats' secrets. */
export function buildTable(meta: GameMeta, game: AnyGameModule, state: BaseState | null, userId: string, recent: StoredMove[]): Table {
  const viewer = viewerFor(meta, userId);
  const summary = summarize(meta, game, userId);
  const prompts: Prompt[] = state ? game.prompts(state) : [];
  const mine = typeof viewer === 'number' && meta.seats[viewer].status === 'joined' ? prompts.filter((p) => p.seat === viewer) : [];
  const running = state !== null && meta.status === 'active';
  let legalMoves: unknown[] | null = [];
  if (running && mine.length && typeof viewer === 'number') {
    const listed = game.legalMoves(state, viewer);
    legalMoves = listed.length > LEGAL_MOVES_CAP ? null : listed;
  }
  const awaited = running ? awaitedSeats(game, state) : [];
  const notice = rulesNotice(game, meta);
  return {
    game: { ...summary, config: structuredClone(meta.config) },
    version: meta.version,
    mySeat: summary.mySeat,
    view: state ? game.view(state, viewer) : null,
    prompts: mine.map((p) => ({ seat: p.seat, kind: p.kind, mode: p.mode, message: p.message, ...(p.options !== undefined ? { options: p.options } : {}) })),
    legalMoves,
    awaitedSeats: prompts
      .filter((p) => awaited.includes(p.seat))
      .map((p) => ({ seat: p.seat, kind: p.kind, mode: p.mode, deadline: iso(meta.deadlines[p.seat] ?? null) })),
    chatOpen: state && game.chatOpen ? game.chatOpen(state) : true,
    recentLog: logFor(game, recent, viewer),
    ...(notice ? { rulesNotice: notice } : {}),
  };
}
