import type { TimeoutPolicy } from '../../shared/api';
import type { Outcome } from '../../shared/engine';

/** One seat of a table as the service keeps it; the invited email never leaves the service. */
export interface SeatRecord {
  seat: number;
  status: 'open' | 'invited' | 'joined' | 'resigned';
  userId: string | null;
  name: string | null;
  inviteEmail: string | null;
  /**
   * The holder's settings that set their deadlines, copied from their profile when they take the seat and whenever they
   * change them, so a move needs no read of profiles. Absent on tables written before it was kept here.
   */
  deadlineSettings?: DeadlineSettings;
}

/** What of a profile sets a seat's deadline and reminder. */
export type DeadlineSettings = Pick<UserProfile, 'reminderHours' | 'vacation'>;

export type GameStatus = 'open' | 'active' | 'finished';

/**
 * The head of a game (the `META` item). `seed` is secret: it is read only to rebuild states and never copied into a response.
 * `version` grows with every change to the table (join, start, move, resign), `moveCount` with every logged move.
 */
export interface GameMeta {
  id: string;
  type: string;
  name: string | null;
  config: Record<string, unknown>;
  seats: SeatRecord[];
  creatorId: string;
  status: GameStatus;
  version: number;
  moveCount: number;
  /** The move count of the latest snapshot. */
  snapSeq: number;
  awaited: number[];
  /** By seat: when its current prompt times out (ms), null without a limit or when not awaited. */
  deadlines: Array<number | null>;
  /** By seat: when to remind it (ms), null when no reminder is due. */
  remindAt: Array<number | null>;
  /** The earliest pending deadline or reminder (ms), what the deadline index sorts on; null when nothing is pending. */
  dueAt: number | null;
  timeLimitHours: number | null;
  timeoutPolicy: TimeoutPolicy;
  allowSpectators: boolean;
  /** The rules version the table plays (see `rules-versions.ts`): the newest, or an older one it is pinned to. */
  engineVersion: number;
  /** Set when a newer rules version would have changed moves already made: the table keeps `engineVersion`. */
  rulesPinned?: RulesPin | null;
  seed: string;
  startedAt: number | null;
  createdAt: number;
  updatedAt: number;
  /** When the last move was logged (ms); absent on tables older than this field. */
  lastMoveAt?: number | null;
  /** The game's own sentence on where it stands (`GameModule.summary`) after the last change, for lobby lines. */
  summary?: string | null;
  outcome: Outcome | null;
}

/** Why a table keeps older rules: the newest version its log was checked against, and what differed there. */
export interface RulesPin {
  newest: number;
  /** For operators, e.g. "the state after move 12 differs"; players read a fixed sentence instead. */
  reason: string;
  at: number;
}

/** Who made a logged move: the seat's holder, or the service on its behalf. */
export type MoveAuthor = 'player' | 'timeout' | 'bot';

/** One accepted move, as the log keeps it (the `MOVE#<seq>` item). Raw moves and events never leave the service unredacted. */
export interface StoredMove {
  seq: number;
  seat: number;
  move: unknown;
  events: unknown[];
  at: number;
  clientMoveId: string | null;
  by: MoveAuthor;
  stateHash: string;
}

/** The full state after `seq` moves; secret (it holds the PRNG and every hidden card). */
export interface Snapshot {
  seq: number;
  state: unknown;
  stateHash: string;
}

/**
 * Written in the same transaction as the change that made seats newly awaited (or ended the game, or is a reminder,
 * or played or resigned seats whose time ran out: `timed-out`, so their players learn what was done for them):
 * the notifier delivers from it (the table's stream in AWS, the `Notifier` port locally), deduplicated by
 * `(gameId, version, seat)`. `seq` is the move count (0 at the start), `version` the table's version after the change.
 */
export interface OutboxRecord {
  kind: 'your-turn' | 'game-over' | 'reminder' | 'timed-out';
  gameId: string;
  gameType: string;
  seq: number;
  version: number;
  seats: Array<{ seat: number; userId: string }>;
  at: number;
}

export interface ChatRecord {
  id: string;
  gameId: string;
  seat: number | null;
  userId: string;
  name: string;
  text: string;
  at: number;
}

export interface Vacation {
  from: number;
  until: number;
}

export interface UserProfile {
  userId: string;
  email: string;
  displayName: string;
  emailNotifications: boolean;
  notifyOnChatMention: boolean;
  webhookUrl: string | null;
  webhookFormat: 'json' | 'discord' | 'slack';
  webhookSecret: string | null;
  reminderHours: number | null;
  vacation: Vacation | null;
  createdAt: number;
}

export interface SessionRecord {
  id: string;
  userId: string;
  expiresAt: number;
}

export interface ApiTokenRecord {
  id: string;
  userId: string;
  name: string;
  hash: string;
  createdAt: number;
  lastUsedAt: number | null;
}

export interface SignInRecord {
  hash: string;
  email: string;
  next: string | null;
  expiresAt: number;
}
