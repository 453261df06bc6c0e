/**
 * Audit of setup by player count against the data (digest §3): the intruder bag, the escape pods, the objectives,
 * the help cards, and each exploration token's item counter (halved, rounded up, in solo play).
 */
import { describe, expect, it } from 'vitest';
import { setupGame } from '../../../engine';
import { bagSetups, explorationTokens, intruderTokens, objectiveById, objectives, podComponents } from '../data';
import { nemesis } from '../index';
import type { NemesisState } from '../state';
import { cardsOf, corridorBetween, given, when } from '../testing/given';

const start = (seats: number, seed: string) => {
  const r = setupGame<NemesisState>(nemesis, { config: {}, seats, seed, startedAt: 0 });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};
const count = <T extends string>(xs: T[]) => xs.reduce<Record<string, number>>((m, x) => ({ ...m, [x]: (m[x] ?? 0) + 1 }), {});
const typeOf = new Map(intruderTokens.map((t) => [t.id, t.type]));
const SEEDS = ['audit-a', 'audit-b', 'audit-c'];

describe('audit: setup by player count (digest §3, data)', () => {
  for (const seats of [1, 2, 3, 4, 5]) {
    it(`given ${seats} player(s), then the bag holds the data's tokens (1 Blank, 4 Larvae, 1 Creeper, ${3 + seats} Adults, 1 Queen) and the supply the rest`, () => {
      const contents = bagSetups.find((b) => b.players === seats)!.contents;
      for (const seed of SEEDS) {
        const s = start(seats, seed);
        const expected = Object.fromEntries(Object.entries(contents).filter(([, n]) => n > 0));
        expect(count(s.bag.map((t) => typeOf.get(t)!))).toEqual(expected);
        expect(expected.adult).toBe(3 + seats);
        expect([...s.bag, ...s.supply].sort()).toEqual(intruderTokens.map((t) => t.id).sort());
      }
    });

    it(`given ${seats} player(s), then ${podComponents.setup[String(seats) as '1']} escape pods, sorted, alternating A/B, locked; help cards 1..${seats} dealt once each`, () => {
      for (const seed of SEEDS) {
        const s = start(seats, seed);
        const n = podComponents.setup[String(seats) as '1'];
        expect(s.pods).toHaveLength(n);
        expect(s.pods.map((p) => p.number)).toEqual(s.pods.map((p) => p.number).sort((a, b) => a - b));
        expect(s.pods.map((p) => p.section)).toEqual(['A', 'B', 'A', 'B'].slice(0, n));
        expect(s.pods.every((p) => p.locked && p.seats.length === 0 && p.number >= 1 && p.number <= 4)).toBe(true);
        expect(s.players.map((p) => p.playerNumber).sort()).toEqual(Array.from({ length: seats }, (_, i) => i + 1));
      }
    });
  }

  for (const seats of [2, 3, 4, 5]) {
    it(`given ${seats} players, then each holds 1 corporate + 1 personal objective, all distinct, none marked above ${seats}; over seeds every allowed card can be dealt`, () => {
      const seen = new Set<string>();
      for (let k = 0; k < 40; k++) {
        const s = start(seats, `audit-objectives-${k}`);
        for (const p of s.players) {
          expect(p.objectives.map((o) => objectiveById.get(o)!.deck)).toEqual(['corporate', 'personal']);
          p.objectives.forEach((o) => seen.add(o));
        }
        expect(new Set(s.players.flatMap((p) => p.objectives)).size).toBe(2 * seats);
      }
      const allowed = objectives.filter((o) => o.minPlayers! <= seats).map((o) => o.id).sort();
      expect([...seen].sort()).toEqual(allowed);
    });
  }

  // Slot 14 (side A) is next to the Hibernatorium, where the characters start.
  for (const token of explorationTokens) {
    it(`${token.id}: the explored room's item counter is ${token.items} (solo: ${token.soloItems})`, () => {
      for (const seats of [1, 2]) {
        const s = given({ seats, unexplored: { 'a-slot-14': ['canteen', token.id] } });
        const { state } = when(s, 0, { type: 'move', corridor: corridorBetween(s, 'a-slot-11', 'a-slot-14'), pay: cardsOf(s, 0, 1) });
        expect(state.rooms['a-slot-14'].items).toBe(seats === 1 ? token.soloItems : token.items);
      }
      expect(token.soloItems).toBe(Math.ceil(token.items / 2));
    });
  }
});
