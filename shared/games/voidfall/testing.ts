/** Test helpers: a fresh game state with chosen Houses seated, for rules tests. */
import { Rng } from '../../engine';
import { seatHouse } from './houses';
import { setup } from './setup';
import { configSchema, type VoidfallState } from './state';

export function seatedGame(houses: [string, 'A' | 'B'][], scenario = 'x04', seed = 'rules'): VoidfallState {
  const s = { ...setup(configSchema.parse({ scenario }), houses.length, { rng: Rng.fromSeed(seed), now: 0 }), rng: [1, 2, 3, 4] } as VoidfallState;
  houses.forEach(([house, origin], seat) => seatHouse(s, seat, house, origin));
  return s;
}
