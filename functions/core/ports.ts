import type { AnyGameModule } from '../../shared/engine';
import type { GameCatalogueEntry } from '../../shared/games/catalogue';
import type {
  ApiTokenRecord,
  ChatRecord,
  GameMeta,
  OutboxRecord,
  SessionRecord,
  SignInRecord,
  Snapshot,
  StoredMove,
  UserProfile,
} from './model';

/** A user's line in their game list; the game itself is read from its META. */
export interface Membership {
  userId: string;
  gameId: string;
}

/** One change to a game, written atomically: META (conditioned on `expectedVersion`), new moves, snapshots, outbox. */
export interface GameWrite {
  meta: GameMeta;
  expectedVersion: number;
  moves?: StoredMove[];
  snapshots?: Snapshot[];
  outbox?: OutboxRecord[];
  addMembers?: Membership[];
  removeMembers?: Membership[];
  /**
   * The rules META must still have (default: those of `meta`). Every write is conditioned on them too, so a write
   * prepared before a rules upgrade or pin cannot undo it, and of two concurrent upgrades exactly one is written.
   */
  rulesBefore?: Pick<GameMeta, 'engineVersion' | 'rulesPinned'>;
}

/**
 * The games side of the store. Every write that can race is conditional and throws `ConflictError` when it loses.
 */
export interface GameStore {
  createGame(meta: GameMeta, members: Membership[]): Promise<void>;
  getMeta(gameId: string): Promise<GameMeta | null>;
  getMetas(gameIds: string[]): Promise<GameMeta[]>;
  /** One transaction; `ConflictError('version')` when META moved on, `('duplicate')` when a clientMoveId was used. */
  writeGame(write: GameWrite): Promise<void>;
  /**
   * The snapshot at `meta.snapSeq` and every move after it up to `meta.moveCount`, in one read; with `recent`, also the
   * last `recent` moves (fewer when the log is shorter), read by the same request.
   */
  loadLatest(meta: GameMeta, recent?: number): Promise<{ snapshot: Snapshot; moves: StoredMove[]; recent: StoredMove[] }>;
  /** Every logged move up to `meta.moveCount` and every snapshot, in order (checking a log against newer rules). */
  loadLog(meta: GameMeta): Promise<{ moves: StoredMove[]; snapshots: Snapshot[] }>;
  /**
   * What step `k` is rebuilt from, in one read: the latest snapshot before `k` (at a multiple of `snapEvery`; 0 for
   * `k` = 0) and the moves after it up to `k` (at most `snapEvery`).
   */
  loadUpTo(gameId: string, k: number, snapEvery: number): Promise<{ snapshot: Snapshot; log: StoredMove[] }>;
  recentMoves(gameId: string, count: number): Promise<StoredMove[]>;
  /** The seq a seat's clientMoveId was logged at, if it was. */
  findClientMove(gameId: string, seat: number, clientMoveId: string): Promise<number | null>;
  listMemberships(userId: string): Promise<Membership[]>;
  addChat(message: ChatRecord): Promise<void>;
  listChat(gameId: string, limit: number): Promise<ChatRecord[]>;
  /** Games whose next deadline or reminder is at or before `now`. */
  dueGames(now: number, limit: number): Promise<string[]>;
}

/** The users side of the store: profiles, sign-in links, sessions, personal API tokens, rate limits. */
export interface UserStore {
  /** The user with this email, created with defaults when missing (race-safe). */
  userForEmail(email: string, now: number, newId: () => string): Promise<UserProfile>;
  getUser(userId: string): Promise<UserProfile | null>;
  getUsers(userIds: string[]): Promise<UserProfile[]>;
  putUser(profile: UserProfile): Promise<void>;
  putSignIn(record: SignInRecord): Promise<void>;
  /** Deletes and returns the sign-in record: a link works once. */
  takeSignIn(hash: string): Promise<SignInRecord | null>;
  putSession(session: SessionRecord): Promise<void>;
  getSession(id: string): Promise<SessionRecord | null>;
  deleteSession(id: string): Promise<void>;
  putToken(token: ApiTokenRecord): Promise<void>;
  tokenByHash(hash: string): Promise<ApiTokenRecord | null>;
  listTokens(userId: string): Promise<ApiTokenRecord[]>;
  deleteToken(userId: string, tokenId: string): Promise<boolean>;
  touchToken(token: ApiTokenRecord, now: number): Promise<void>;
  /** Counts `amount` hits (default 1) in the window and says whether they stayed within `limit`; refused hits count nothing. */
  hit(key: string, windowStart: number, windowMs: number, limit: number, amount?: number): Promise<boolean>;
}

export interface Clock {
  now(): number;
}

export interface Ids {
  /** A public id (games, tokens, chat lines). */
  id(): string;
  /** An unguessable secret (seeds, sign-in links, sessions, API tokens). */
  secret(): string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends email: SMTP to the mail catcher locally, SES in AWS. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Told, after the change is committed, what its outbox item records. In AWS the stream of the table delivers the
 * outbox item instead, so this port may be absent; delivery must tolerate seeing one record twice.
 */
export interface Notifier {
  publish(record: OutboxRecord): Promise<void>;
  /** Told of each chat line once stored, to notify the players it mentions (in AWS the stream carries the chat item). */
  publishChat?(message: ChatRecord): Promise<void>;
}

/** Which games can be played: the product registry, or a test's fixture games. */
export interface GamesRegistry {
  /** The game's module: the product's registry loads it on its first use (a promise); a test's may answer at once. */
  get(id: string): AnyGameModule | undefined | Promise<AnyGameModule | undefined>;
  /** The games offered, for the new-game form: catalogue entries (the product's, loading no game) or modules (tests'). */
  list(): Array<GameCatalogueEntry | AnyGameModule>;
}

export interface ServicePorts {
  games: GameStore;
  users: UserStore;
  clock: Clock;
  ids: Ids;
  mailer: Mailer;
  notifier?: Notifier;
  registry: GamesRegistry;
  /** Public URL of the site (links in emails), e.g. http://127.0.0.1:3000. */
  siteUrl: string;
  /** Public URL of the API (the sign-in link lands there), e.g. http://127.0.0.1:8787. */
  apiUrl: string;
}
