import type { z } from 'zod';
import type { UpdateSettings } from '../../shared/api';
import * as auth from './auth';
import { loadGame } from './game-state';
import { createGame, joinGame, leaveGame, startGame, type CreateGameInput } from './lobby';
import { resign, submitMove, tableFor, type MoveInput } from './moves';
import type { ServicePorts } from './ports';
import { historyAt, listChat, myGames, postChat } from './queries';
import { getSettings, updateSettings } from './settings';
import { listedGames } from './registry';
import { runDue } from './timeouts';

/**
 * The game service: every command and query of the product over its ports. It knows nothing of HTTP or DynamoDB;
 * `functions/api` calls it with the signed-in user's id, `functions/clock` calls `runDue`.
 */
export function createService(ports: ServicePorts) {
  return {
    ports,
    gameTypes: () => listedGames(ports.registry),
    createGame: async (userId: string, input: CreateGameInput) => {
      const meta = await createGame(ports, userId, input);
      return tableFor(ports, userId, meta.id, { meta, game: (await ports.registry.get(meta.type))!, state: null });
    },
    joinGame: async (userId: string, gameId: string, seat?: number) => {
      await joinGame(ports, userId, gameId, seat);
      return tableFor(ports, userId, gameId);
    },
    leaveGame: async (userId: string, gameId: string) => {
      await leaveGame(ports, userId, gameId);
      return tableFor(ports, userId, gameId);
    },
    startGame: async (userId: string, gameId: string) => {
      await startGame(ports, userId, gameId);
      return tableFor(ports, userId, gameId);
    },
    submitMove: (userId: string, gameId: string, input: MoveInput) => submitMove(ports, userId, gameId, input),
    resign: async (userId: string, gameId: string) => {
      await resign(ports, userId, gameId);
      return tableFor(ports, userId, gameId);
    },
    table: (userId: string, gameId: string) => tableFor(ports, userId, gameId),
    history: (userId: string, gameId: string, at?: number) => historyAt(ports, userId, gameId, at),
    myGames: (userId: string) => myGames(ports, userId),
    listChat: (userId: string, gameId: string) => listChat(ports, userId, gameId),
    postChat: (userId: string, gameId: string, text: string) => postChat(ports, userId, gameId, text),
    getSettings: (userId: string) => getSettings(ports, userId),
    updateSettings: (userId: string, change: z.output<typeof UpdateSettings>) => updateSettings(ports, userId, change),
    me: (userId: string) => ports.users.getUser(userId),
    requestSignIn: (email: string, next: string | null, client: string) => auth.requestSignIn(ports, email, next, client),
    verifySignIn: (token: string) => auth.verifySignIn(ports, token),
    userForSession: (sessionId: string) => auth.userForSession(ports, sessionId),
    signOut: (sessionId: string) => auth.signOut(ports, sessionId),
    createToken: (userId: string, name: string) => auth.createToken(ports, userId, name),
    listTokens: (userId: string) => ports.users.listTokens(userId),
    revokeToken: (userId: string, tokenId: string) => ports.users.deleteToken(userId, tokenId),
    userForToken: (token: string) => auth.userForToken(ports, token),
    /** Reminders and time-outs due at `now`; the clock calls it on a schedule. */
    runDue: (now = ports.clock.now()) => runDue(ports, now),
    /** The full state and META of a game, for operators and tests; never exposed through the API. */
    internalState: (gameId: string) => loadGame(ports, gameId),
  };
}

export type GameService = ReturnType<typeof createService>;
