import { describe, expect, it } from 'vitest';
import { Rng } from '../../engine';
import { contaminationCard, corridorTileOf, intruderTokens, LANDING_ZONE, roomOf, objectiveOfInstance, itemOfInstance } from './data';
import { setup } from './setup';
import { configSchema } from './state';

const start = (seats: number, seed = 'setup', config = {}) =>
  setup(configSchema.parse(config), seats, { rng: Rng.fromSeed(`${seed}-${seats}`), now: 0 });
const typeOf = (token: string) => intruderTokens.find((t) => t.id === token)!.type;

describe('Nemesis: Retaliation setup', () => {
  it('given {} as config, then it is the standard game: the rulebook corridor tiles and 7 Infected cards', () => {
    expect(configSchema.parse({})).toEqual({ corridorTiles: 'rulebook-40', infectedCount: 7, deadly: false, mode: 'standard', missionTaskChange: 0 });
    expect(() => configSchema.parse({ solo: true })).toThrow();
    const s = start(3);
    expect(s.corridorStack.length + Object.keys(s.corridors).length).toBe(40);
    expect(s.infected).toHaveLength(7);
    expect(start(3, 'x', { corridorTiles: 'all-44', infectedCount: 9 }).infected).toHaveLength(9);
  });

  it('given 2-5 players, then the bag holds 1 Blank, 2 Larvae and 3 + N Adults taken from the piles', () => {
    for (const n of [1, 2, 3, 4, 5]) {
      const s = start(n);
      const count = (type: string) => s.bag.filter((t) => typeOf(t) === type).length;
      expect([count('blank'), count('larva'), count('adult'), s.bag.length]).toEqual([1, 2, 3 + n, 6 + n]);
      expect(s.tokenPiles.adult).toHaveLength(16 - 3 - n);
      expect(s.tokenPiles.queen).toHaveLength(9);
      expect(new Set([...s.bag, ...Object.values(s.tokenPiles).flat()]).size).toBe(40);
    }
  });

  it('given setup, then the Landing Zone has 3 corridor tiles, door ends towards it, and only the fixed rooms are placed', () => {
    const s = start(4);
    const tiles = Object.values(s.corridors);
    expect(tiles).toHaveLength(3);
    for (const c of tiles) expect(c.doorEnd).toBe(corridorTileOf(c.tile).doorSlot ? LANDING_ZONE : null);
    expect(Object.keys(s.spaces).sort()).toEqual(['hibernatorium', 'landing-zone']);
    expect(s.hibernatoriumDiscovered).toBe(false);
    expect(s.roomPiles.A.map((r) => roomOf(r).pile)).toEqual(['A', 'A', 'A']);
    expect([s.roomPiles.C.length, s.roomPiles['?'].length]).toEqual([4, 13]);
  });

  it('given setup, then tracks, robot and supplies stand as in digest §3.A', () => {
    const s = start(2);
    expect([s.round, s.lander.space, s.autodestruction, s.objectivesChosen, s.queenHits, s.eggs]).toEqual([1, 10, null, 0, 0, 5]);
    expect(s.lifeSupport).toEqual({ A: false, B: false, C: false });
    expect(s.robot).toMatchObject({ revealed: false, space: 'hibernatorium', gear: ['ammo', 'oxygen'] });
    expect([...s.antiAircraft.stack].sort()).toEqual(['active', 'inactive']);
    expect(s.landingZoneGear.ammo + s.gearSupply.ammo + 1).toBe(20);
    expect(s.decks.contamination).toHaveLength(contaminationCard.count);
    expect(s.decks.items.red).toHaveLength(30);
    expect(s.supportDraft!.offer.length + s.decks.support.length).toBe(24);
    expect(s.supportDraft!.offer).toHaveLength(7);
    expect(s.supportDraft!.offer.map((c) => itemOfInstance(c).deck)).toEqual(Array(7).fill('support'));
  });

  it('given 5 players, then help cards 1-5 are dealt, each player has 1 Mission and 1 Private objective, all different, and 1 Mission Task', () => {
    const s = start(5);
    expect(s.players.map((p) => p.playerNumber).sort()).toEqual([1, 2, 3, 4, 5]);
    const types = s.players.map((p) => p.objectives.map((o) => objectiveOfInstance(o).type));
    expect(types).toEqual(Array(5).fill(['mission', 'private']));
    expect(new Set(s.players.flatMap((p) => p.objectives)).size).toBe(10);
    expect(s.missionTasks).toHaveLength(1);
  });

  it('given 2 players, then no objective for 3+ players is dealt and the draft deals 2 cards to player 1', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const s = start(2, seed);
      for (const o of s.players.flatMap((p) => p.objectives)) expect(objectiveOfInstance(o).minPlayers ?? 1).toBeLessThanOrEqual(2);
      const d = s.characterDraft!;
      expect(s.players[d.order[0]].playerNumber).toBe(1);
      expect(d.offer.length + d.deck.length).toBe(6);
      expect(d.offer).toHaveLength(2);
    }
  });

  it('given a solo game, then no objectives and one Solo/Co-op Mission Task', () => {
    const s = start(1);
    expect(s.solo).toBe(true);
    expect(s.players[0].objectives).toEqual([]);
    expect(s.missionTasks).toHaveLength(1);
  });

  it('given the same seed, then the same setup; another seed shuffles differently; 0 or 6 seats are refused', () => {
    expect(start(3, 'same')).toEqual(start(3, 'same'));
    expect(start(3, 'one').corridorStack).not.toEqual(start(3, 'two').corridorStack);
    expect(() => start(0)).toThrow(RangeError);
    expect(() => start(6)).toThrow(RangeError);
  });
});
