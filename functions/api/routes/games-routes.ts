import { Hono } from 'hono';
import { z } from 'zod';
import { CreateGameRequest, GameId, JoinRequest, MoveRequest, PostChatRequest } from '../../../shared/api';
import type { GameService } from '../../core/service';
import type { AppEnv } from '../auth-middleware';
import { spendInvitations } from '../invitation-limit';
import { body, parse } from '../validate';

const HistoryQuery = z.object({ at: z.coerce.number().int().min(0).optional() });

/** Tables: create, join, leave, start, read, move, history, chat, resign. Every route acts for the caller's own seat. */
export function gamesRoutes(service: GameService) {
  const id = (raw: string) => parse(GameId, raw);
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const input = await body(c, CreateGameRequest);
      await spendInvitations(service, c.get('userId'), input.seats.filter((s) => s.type === 'invite').length);
      const table = await service.createGame(c.get('userId'), input);
      return c.json({ id: table.game.id, ...table }, 201);
    })
    .get('/:id', async (c) => c.json(await service.table(c.get('userId'), id(c.req.param('id')))))
    .post('/:id/join', async (c) => {
      const { seat } = await body(c, JoinRequest);
      return c.json(await service.joinGame(c.get('userId'), id(c.req.param('id')), seat));
    })
    .post('/:id/leave', async (c) => c.json(await service.leaveGame(c.get('userId'), id(c.req.param('id')))))
    .post('/:id/start', async (c) => c.json(await service.startGame(c.get('userId'), id(c.req.param('id')))))
    .post('/:id/moves', async (c) => {
      const gameId = id(c.req.param('id'));
      const input = await body(c, MoveRequest);
      return c.json(await service.submitMove(c.get('userId'), gameId, input));
    })
    .get('/:id/history', async (c) => {
      const { at } = parse(HistoryQuery, { at: c.req.query('at') || undefined });
      return c.json(await service.history(c.get('userId'), id(c.req.param('id')), at));
    })
    .get('/:id/chat', async (c) => c.json(await service.listChat(c.get('userId'), id(c.req.param('id')))))
    .post('/:id/chat', async (c) => {
      const { text } = await body(c, PostChatRequest);
      return c.json(await service.postChat(c.get('userId'), id(c.req.param('id')), text), 201);
    })
    .post('/:id/resign', async (c) => c.json(await service.resign(c.get('userId'), id(c.req.param('id')))));
}
