import { awaitedSeats, setupGame, type AnyGameModule, type BaseState } from '../../../shared/engine';
import type { GameMeta } from '../../core/model';

/** A META for a game in progress at `state`, seats held by `u-0`, `u-1`..., for tests of what notifications say. */
export function metaFor(game: AnyGameModule, state: BaseState | null, over: Partial<GameMeta> = {}): GameMeta {
  const seats = over.seats?.length ?? 3;
  const awaited = state ? awaitedSeats(game, state) : [];
  return {
    id: 'g-test01',
    type: game.id,
    name: 'Friday table',
    config: {},
    seats: Array.from({ length: seats }, (_, seat) => ({ seat, status: 'joined' as const, userId: `u-${seat}`, name: `Player ${seat + 1}`, inviteEmail: null })),
    creatorId: 'u-0',
    status: state ? (game.outcome(state) ? 'finished' : 'active') : 'open',
    version: 5,
    moveCount: 4,
    snapSeq: 0,
    awaited,
    deadlines: Array.from({ length: seats }, (_, s) => (awaited.includes(s) ? Date.UTC(2026, 10, 23, 12) : null)),
    remindAt: Array(seats).fill(null),
    dueAt: null,
    timeLimitHours: 24,
    timeoutPolicy: 'bot',
    allowSpectators: false,
    engineVersion: game.engineVersion,
    seed: 'secret-seed',
    startedAt: Date.UTC(2026, 10, 20),
    createdAt: Date.UTC(2026, 10, 20),
    updatedAt: Date.UTC(2026, 10, 20),
    outcome: state ? game.outcome(state) : null,
    ...over,
  };
}

export function startState(game: AnyGameModule, seats: number, seed = 'seed-1'): BaseState {
  const setup = setupGame<BaseState>(game, { config: {}, seats, seed, startedAt: Date.UTC(2026, 10, 20) });
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.state;
}

export const testLinks = {
  seat: (gameId: string) => `http://127.0.0.1:3000/games/${gameId}`,
  history: (gameId: string) => `http://127.0.0.1:3000/games/${gameId}/history`,
};
