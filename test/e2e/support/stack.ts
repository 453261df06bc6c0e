import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GameService } from '../../../functions/core/service';
import { startLocalStack } from '../../../functions/local/stack';
import type { AnyGameModule } from '../../../shared/engine';
import { games } from '../../../shared/games';
import { highCard } from '../../fixtures/high-card';
import { freePort } from './processes';

export interface E2eStack {
  apiOrigin: string;
  service: GameService;
  stop(): Promise<void>;
}

/**
 * The local stack of `npm run dev` (DynamoDB Local, mail catcher, API with notifications) in a throw-away data folder,
 * without its dev-mode site: the suite serves its own production build. The registry is the product's games plus the
 * two-player fixture game, which the product never offers.
 */
export async function startE2eStack(siteUrl: string): Promise<E2eStack> {
  const registered: Record<string, AnyGameModule> = { ...games, [highCard.id]: highCard };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'heavy-async-e2e-'));
  const stack = await startLocalStack({
    dataDir,
    apiPort: await freePort(),
    sitePort: Number(new URL(siteUrl).port),
    site: false,
    registry: { get: (id) => registered[id], list: () => Object.values(registered) },
    log: () => undefined,
  });
  return {
    apiOrigin: stack.apiUrl,
    service: stack.service,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
