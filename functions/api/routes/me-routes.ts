import { Hono } from 'hono';
import { CreateTokenRequest, UpdateSettings } from '../../../shared/api';
import { notFound } from '../../core/errors';
import type { GameService } from '../../core/service';
import type { AppEnv } from '../auth-middleware';
import { body } from '../validate';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The signed-in user: profile, game list, settings and personal API tokens. */
export function meRoutes(service: GameService) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = await service.me(c.get('userId'));
      if (!user) throw notFound('Your account');
      return c.json({ userId: user.userId, email: user.email, displayName: user.displayName });
    })
    .get('/games', async (c) => c.json({ games: await service.myGames(c.get('userId')) }))
    .get('/settings', async (c) => c.json(await service.getSettings(c.get('userId'))))
    .put('/settings', async (c) => c.json(await service.updateSettings(c.get('userId'), await body(c, UpdateSettings))))
    .get('/tokens', async (c) => {
      const tokens = await service.listTokens(c.get('userId'));
      return c.json({ tokens: tokens.map((t) => ({ id: t.id, name: t.name, createdAt: iso(t.createdAt)!, lastUsedAt: iso(t.lastUsedAt) })) });
    })
    .post('/tokens', async (c) => {
      const { name } = await body(c, CreateTokenRequest);
      const t = await service.createToken(c.get('userId'), name);
      return c.json({ id: t.id, name: t.name, createdAt: iso(t.createdAt)!, lastUsedAt: null, token: t.token }, 201);
    })
    .delete('/tokens/:tokenId', async (c) => {
      if (!(await service.revokeToken(c.get('userId'), c.req.param('tokenId')))) throw notFound('This token');
      return c.json({ revoked: true });
    });
}
