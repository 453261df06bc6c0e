import { z } from 'zod';
import { AwaitedSeat, Email, IsoTime, MyPrompt } from './common';

/** GET /games/types: each game with its options as JSON Schema (every option has a default). */
export const GameType = z.object({
  id: z.string(),
  title: z.string(),
  players: z.object({ min: z.number().int(), max: z.number().int() }),
  configSchema: z.record(z.string(), z.unknown()),
});
export type GameType = z.infer<typeof GameType>;

/** One seat when creating a table: the creator's own, an email invitation, or an open seat anyone with the link may take. */
export const SeatSpec = z.discriminatedUnion('type', [
  z.object({ type: z.literal('creator') }),
  z.object({ type: z.literal('invite'), email: Email }),
  z.object({ type: z.literal('open') }),
]);
export type SeatSpec = z.infer<typeof SeatSpec>;

export const TimeoutPolicy = z.enum(['skip', 'bot', 'resign']);
export type TimeoutPolicy = z.infer<typeof TimeoutPolicy>;

/** POST /games */
export const CreateGameRequest = z.object({
  type: z.string().min(1).max(40),
  config: z.record(z.string(), z.unknown()).default({}),
  seats: z.array(SeatSpec).min(1).max(8),
  /** Hours a seat has for each move; null for no limit. */
  timeLimitHours: z.number().int().min(1).max(24 * 30).nullable().default(null),
  timeoutPolicy: TimeoutPolicy.default('bot'),
  allowSpectators: z.boolean().default(false),
  name: z.string().trim().max(80).optional(),
});
export type CreateGameRequest = z.input<typeof CreateGameRequest>;

export const SeatInfo = z.object({
  seat: z.number().int(),
  status: z.enum(['open', 'invited', 'joined', 'resigned']),
  /**
   * Display name of the holder; null for an open seat. An invitation not yet accepted shows the invited email to the
   * player who invited, and "Invited player" to everyone else: never the invited account's name.
   */
  name: z.string().nullable(),
  isMe: z.boolean(),
});
export type SeatInfo = z.infer<typeof SeatInfo>;

export const GameStatus = z.enum(['open', 'active', 'finished']);

export const Outcome = z.object({ winners: z.array(z.number().int()), scores: z.array(z.number()), reason: z.string() });

/** A line of "my games" and the head of a table. */
export const GameSummary = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  name: z.string().nullable(),
  status: GameStatus,
  seats: z.array(SeatInfo),
  mySeat: z.number().int().nullable(),
  awaited: z.array(z.number().int()),
  yourTurn: z.boolean(),
  /** The earliest deadline among awaited seats (mine first if I am awaited); null without a time limit. */
  deadline: IsoTime.nullable(),
  version: z.number().int(),
  createdAt: IsoTime,
  updatedAt: IsoTime,
  timeLimitHours: z.number().int().nullable(),
  timeoutPolicy: z.enum(['skip', 'bot', 'resign']),
  outcome: Outcome.nullable(),
  /** When the last move was logged; null before the first move (absent from older services). */
  lastMoveAt: IsoTime.nullable().optional(),
  /** Where the game stands, in the game's words with players' names ("Window 3: waiting for Bob."); null when not started. */
  progress: z.string().nullable().optional(),
  /** Why this game waits on me: my turn, an invitation to answer, or a full table I created that I can start; else null. */
  needsYou: z.enum(['your-turn', 'invitation', 'start']).nullable().optional(),
});
export type GameSummary = z.infer<typeof GameSummary>;

/** One accepted move as a viewer may see it: the events redacted for that viewer, never another seat's raw move. */
export const LogEntry = z.object({
  seq: z.number().int(),
  seat: z.number().int().nullable(),
  at: IsoTime,
  events: z.array(z.unknown()),
});
export type LogEntry = z.infer<typeof LogEntry>;

/** GET /games/:id: my table. */
export const Table = z.object({
  game: GameSummary.extend({ config: z.record(z.string(), z.unknown()) }),
  version: z.number().int(),
  mySeat: z.number().int().nullable(),
  view: z.unknown(),
  prompts: z.array(MyPrompt),
  /** My legal moves where the game can list them (finite), else null. */
  legalMoves: z.array(z.unknown()).nullable(),
  awaitedSeats: z.array(AwaitedSeat),
  chatOpen: z.boolean(),
  /** The most recent log entries, redacted for me (newest last). */
  recentLog: z.array(LogEntry),
  /** One sentence, present only when this table plays under earlier rules than the newest (a rules fix would have changed it). */
  rulesNotice: z.string().optional(),
});
export type Table = z.infer<typeof Table>;

/** POST /games/:id/moves */
export const MoveRequest = z.object({
  expectedVersion: z.number().int().min(0),
  clientMoveId: z.string().min(1).max(64).regex(/^[A-Za-z0-9_.:-]+$/),
  move: z.unknown(),
});
export type MoveRequest = z.infer<typeof MoveRequest>;

/** 409 on a stale version: the error plus the fresh table. */
export const ConflictBody = z.object({ error: z.object({ code: z.literal('game/version-conflict'), message: z.string() }), table: Table });

/** GET /games/:id/history?at=k: my view after k moves and the log up to k. */
/** GET /games/:id/history?at=k: my view after step k and the log of the steps leading to it (at most 20, ending at k). */
export const History = z.object({ at: z.number().int(), total: z.number().int(), view: z.unknown(), log: z.array(LogEntry) });
export type History = z.infer<typeof History>;

export const ChatMessage = z.object({ id: z.string(), seat: z.number().int().nullable(), name: z.string(), text: z.string(), at: IsoTime });
export type ChatMessage = z.infer<typeof ChatMessage>;
export const PostChatRequest = z.object({ text: z.string().trim().min(1).max(1000) });
export const ChatList = z.object({ open: z.boolean(), messages: z.array(ChatMessage) });

export const MyGames = z.object({ games: z.array(GameSummary) });

/** POST /games: the new table, with its id at the top for scripts. */
export const CreatedGame = Table.extend({ id: z.string() });

/** POST /games/:id/join: the seat wanted (else the one saved for me, else the first open one). */
export const JoinRequest = z.object({ seat: z.number().int().min(0).max(7).optional() });

/** POST /games/:id/moves: the log position of the move and my table after it; `duplicate` when the clientMoveId was already accepted. */
export const MoveResult = z.object({ seq: z.number().int(), duplicate: z.boolean(), table: Table });
export type MoveResult = z.infer<typeof MoveResult>;

export const GameTypes = z.object({ types: z.array(GameType) });
