/**
 * House-card effects that count your sectors or repeat a choice: gain resources per Pure sector, gain Influence and
 * resources per Pure sector with an Installation, and "twice: one of ..." (`repeat`, each time a fresh group).
 */
import type { Resource } from '../data/schema';
import { gainResources } from '../rules/production';
import { flatten, type Draft, type EffectFamily, type Primitive } from './types';

function countSectors(s: Draft, seat: number, per: unknown): number {
  const pure = Object.values(s.sectors).filter((x) => x.owner === seat && !x.corrupted);
  if (per === 'pure_sector') return pure.length;
  if (per === 'pure_sector_with_installation') return pure.filter((x) => x.installations.length > 0).length;
  return 0;
}

function gainTimes(s: Draft, seat: number, gain: Record<string, number>, times: number): Record<string, number> {
  const total = Object.fromEntries(Object.entries(gain).map(([k, n]) => [k, n * times]));
  const { influence = 0, ...resources } = total;
  s.players[seat].influence += influence;
  gainResources(s, seat, resources as Partial<Record<Resource, number>>);
  return total;
}

const known = (per: unknown) => per === 'pure_sector' || per === 'pure_sector_with_installation';

export const countedEffects: Record<string, EffectFamily> = {
  gain_resources_per: {
    choices: (s, seat, e) => (known(e.per) ? [{}] : []),
    resolve: (s, seat, e, c) => ({
      events: [{ type: 'effect-resolved', seat, op: e.op, choice: c, gained: gainTimes(s, seat, e.resources as Record<string, number>, countSectors(s, seat, e.per)) }],
    }),
  },
  gain_per: {
    choices: (s, seat, e) => (known(e.per) ? [{}] : []),
    resolve: (s, seat, e, c) => ({
      events: [{ type: 'effect-resolved', seat, op: e.op, choice: c, gained: gainTimes(s, seat, e.gain as Record<string, number>, countSectors(s, seat, e.per)) }],
    }),
  },
  repeat: {
    choices: () => [{}],
    resolve: (s, seat, e, c) => {
      const { effects, mode } = flatten(e.each);
      const times = (e.times as number | undefined) ?? 1;
      return {
        events: [{ type: 'effect-resolved', seat, op: e.op, choice: c }],
        triggered: Array.from({ length: times }, () => ({ effects: effects as Primitive[], mode })),
      };
    },
  },
};
