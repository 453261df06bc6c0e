import type { z } from 'zod';
import type { CreateGameRequest } from '../../shared/api';
import { setupGame, stateHash, type BaseState } from '../../shared/engine';
import { nextMeta } from './commit';
import { AppError, ConflictError, forbidden } from './errors';
import { moduleFor, requireMeta } from './game-state';
import type { GameMeta, SeatRecord } from './model';
import type { ServicePorts } from './ports';
import { deadlineSettingsOf } from './seat-settings';
import { commit } from './commit';

export type CreateGameInput = z.output<typeof CreateGameRequest>;

/** Retries a read-modify-write of META a few times when another request changed it in between. */
export async function withRetry<T>(attempt: () => Promise<T>, tries = 8): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (!(err instanceof ConflictError) || err.reason !== 'version' || i >= tries) throw err;
      await new Promise((r) => setTimeout(r, 5 * i));
    }
  }
}

/** Creates a table: validates the game's options (filling defaults), seats the creator, invites by email. */
export async function createGame(ports: ServicePorts, userId: string, input: CreateGameInput): Promise<GameMeta> {
  const game = await moduleFor(ports, input.type);
  const n = input.seats.length;
  if (n < game.players.min || n > game.players.max) {
    throw new AppError('config/players', `${game.title} is played by ${game.players.min} to ${game.players.max} players, not ${n}.`);
  }
  const config = game.configSchema.safeParse(input.config ?? {});
  if (!config.success) throw new AppError('config/invalid', `These ${game.title} options are not valid: ${config.error.issues[0]?.message ?? 'unknown option'}.`);
  if (input.seats.filter((s) => s.type === 'creator').length > 1) throw new AppError('config/seats', 'You can hold only one seat at a table.');
  const creator = await ports.users.getUser(userId);
  if (!creator) throw forbidden('Sign in again: your account was not found.');
  const emails = input.seats.flatMap((s) => (s.type === 'invite' ? [s.email] : []));
  if (new Set(emails).size !== emails.length || emails.includes(creator.email)) {
    throw new AppError('config/seats', 'Each invited email may hold one seat, and not yours.');
  }
  const now = ports.clock.now();
  const seats: SeatRecord[] = [];
  for (const [seat, spec] of input.seats.entries()) {
    if (spec.type === 'creator') seats.push({ seat, status: 'joined', userId, name: creator.displayName, inviteEmail: null, deadlineSettings: deadlineSettingsOf(creator) });
    else if (spec.type === 'open') seats.push({ seat, status: 'open', userId: null, name: null, inviteEmail: null });
    else {
      const invitee = await ports.users.userForEmail(spec.email, now, () => ports.ids.id());
      // No name until the invitation is accepted: the account's name must not be learnt from its email.
      seats.push({ seat, status: 'invited', userId: invitee.userId, name: null, inviteEmail: spec.email });
    }
  }
  const meta: GameMeta = {
    id: ports.ids.id(),
    type: game.id,
    name: input.name ?? null,
    config: config.data as Record<string, unknown>,
    seats,
    creatorId: userId,
    status: 'open',
    version: 1,
    moveCount: 0,
    snapSeq: 0,
    awaited: [],
    deadlines: seats.map(() => null),
    remindAt: seats.map(() => null),
    dueAt: null,
    timeLimitHours: input.timeLimitHours,
    timeoutPolicy: input.timeoutPolicy,
    allowSpectators: input.allowSpectators,
    engineVersion: game.engineVersion,
    seed: ports.ids.secret(),
    startedAt: null,
    createdAt: now,
    updatedAt: now,
    outcome: null,
  };
  const members = [...new Set([userId, ...seats.flatMap((s) => s.userId ?? [])])].map((u) => ({ userId: u, gameId: meta.id }));
  await ports.games.createGame(meta, members);
  for (const s of seats.filter((x) => x.status === 'invited')) {
    await ports.mailer
      .send({
        to: s.inviteEmail!,
        subject: `${creator.displayName} invites you to play ${game.title}`,
        text: `${creator.displayName} has saved seat ${s.seat + 1} for you at a table of ${game.title}.\n\nOpen it: ${ports.siteUrl}/games/${meta.id}\n`,
      })
      .catch((err) => console.error(`invitation mail to seat ${s.seat} failed: ${err instanceof Error ? err.message : err}`));
  }
  return meta;
}

/** Takes the seat saved for me, else the seat asked for, else the first open seat. Joining twice changes nothing. */
export async function joinGame(ports: ServicePorts, userId: string, gameId: string, wanted?: number): Promise<GameMeta> {
  return withRetry(async () => {
    const meta = await requireMeta(ports, gameId);
    if (meta.seats.some((s) => s.userId === userId && s.status === 'joined')) return meta;
    if (meta.status !== 'open') throw new AppError('game/started', 'This game has already started: its seats are taken.');
    const user = await ports.users.getUser(userId);
    if (!user) throw forbidden('Sign in again: your account was not found.');
    const invited = meta.seats.find((s) => s.status === 'invited' && s.userId === userId);
    const seat = invited ?? (wanted !== undefined ? meta.seats[wanted] : meta.seats.find((s) => s.status === 'open'));
    if (!seat || (seat !== invited && seat.status !== 'open')) throw new AppError('game/seat-taken', 'There is no open seat for you at this table.');
    const next: GameMeta = {
      ...meta,
      version: meta.version + 1,
      updatedAt: ports.clock.now(),
      seats: meta.seats.map((s) => (s.seat === seat.seat ? { ...s, status: 'joined', userId, name: user.displayName, deadlineSettings: deadlineSettingsOf(user) } : s)),
    };
    await ports.games.writeGame({ meta: next, expectedVersion: meta.version, addMembers: [{ userId, gameId }] });
    return next;
  });
}

/** Gives my seat back before the start (an invitation declined becomes an open seat). */
export async function leaveGame(ports: ServicePorts, userId: string, gameId: string): Promise<GameMeta> {
  return withRetry(async () => {
    const meta = await requireMeta(ports, gameId);
    if (meta.status !== 'open') throw new AppError('game/started', 'This game has started: resign instead of leaving.');
    const mine = meta.seats.find((s) => s.userId === userId);
    if (!mine) throw forbidden('You do not hold a seat at this table.');
    const next: GameMeta = {
      ...meta,
      version: meta.version + 1,
      updatedAt: ports.clock.now(),
      seats: meta.seats.map((s) => (s.seat === mine.seat ? { seat: s.seat, status: 'open', userId: null, name: null, inviteEmail: null } : s)),
    };
    const removeMembers = meta.creatorId === userId ? [] : [{ userId, gameId }];
    await ports.games.writeGame({ meta: next, expectedVersion: meta.version, removeMembers });
    return next;
  });
}

/** Sets the game up from its secret seed once every seat is taken; only the table's creator starts it. */
export async function startGame(ports: ServicePorts, userId: string, gameId: string): Promise<GameMeta> {
  const meta = await requireMeta(ports, gameId);
  if (meta.creatorId !== userId) throw forbidden('Only the player who created this table can start it.');
  if (meta.status !== 'open') throw new AppError('game/started', 'This game has already started.');
  if (meta.seats.some((s) => s.status !== 'joined')) throw new AppError('game/seats-not-filled', 'Every seat must be taken before the game can start.');
  const game = await moduleFor(ports, meta.type);
  const now = ports.clock.now();
  const setup = setupGame<BaseState>(game, { config: meta.config, seats: meta.seats.length, seed: meta.seed, startedAt: now });
  if (!setup.ok) throw new AppError(setup.error.code, setup.error.message);
  const snapshot = { seq: 0, state: setup.state, stateHash: stateHash(setup.state) };
  // A table starts under the newest rules, whatever rules were current when it was created.
  const newest = { ...meta, startedAt: now, engineVersion: game.engineVersion, rulesPinned: null };
  const { meta: started, outbox } = await nextMeta(ports, game, newest, { state: setup.state, moves: [], snapshots: [snapshot] }, now, 'start');
  try {
    await commit(ports, { meta: started, expectedVersion: meta.version, rulesBefore: meta, snapshots: [snapshot], outbox });
  } catch (err) {
    if (err instanceof ConflictError) throw new AppError('game/version-conflict', 'The table changed while starting it; look again and retry.');
    throw err;
  }
  return started;
}
