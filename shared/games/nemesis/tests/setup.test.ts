import { describe, expect, it } from 'vitest';
import { setupGame, stateHash } from '../../../engine';
import { intruderTokenById, objectiveById, roomById } from '../data';
import { nemesis } from '../index';
import { boardOf } from '../rules/board';
import type { NemesisState } from '../state';
import { when } from '../testing/given';

const start = (seats: number, config: object = {}, seed = 'setup') => {
  const r = setupGame<NemesisState>(nemesis, { config, seats, seed, startedAt: 0 });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};
const bagTypes = (s: NemesisState) => s.bag.map((t) => intruderTokenById.get(t)!.type).sort();

describe('setup', () => {
  it('given {} as the config, then it is a standard game on board side A', () => {
    expect(nemesis.configSchema.parse({})).toEqual({ board: 'A', mode: 'standard' });
    expect(nemesis.configSchema.safeParse({ mode: 'intruder-player' }).success).toBe(true);
    expect(nemesis.configSchema.safeParse({ mode: 'hunt' }).success).toBe(false);
  });

  it.each([1, 2, 3, 4, 5])('given %i players, then the bag holds 1 Blank, 4 Larvae, 1 Creeper, 3+N Adults, 1 Queen and the pods match the count', (n) => {
    const s = start(n);
    const expected = [...Array(1).fill('blank'), ...Array(4).fill('larva'), 'creeper', ...Array(3 + n).fill('adult'), 'queen'].sort();
    expect(bagTypes(s)).toEqual(expected);
    expect(s.bag.length + s.supply.length).toBe(27);
    expect(s.pods.map((p) => p.number)).toEqual([...s.pods.map((p) => p.number)].sort());
    expect(s.pods).toHaveLength({ 1: 2, 2: 2, 3: 3, 4: 3, 5: 4 }[n]!);
    expect(s.pods.map((p) => p.section)).toEqual(['A', 'B', 'A', 'B'].slice(0, s.pods.length));
    expect(s.pods.every((p) => p.locked && p.seats.length === 0)).toBe(true);
    expect(s.players.map((p) => p.playerNumber).sort()).toEqual(Array.from({ length: n }, (_, i) => i + 1));
  });

  it('given 3 players in a standard game, then each holds 1 corporate and 1 personal objective, none marked above 3', () => {
    const s = start(3);
    for (const p of s.players) {
      const decks = p.objectives.map((o) => objectiveById.get(o)!);
      expect(decks.map((d) => d.deck)).toEqual(['corporate', 'personal']);
      expect(decks.every((d) => d.minPlayers! <= 3)).toBe(true);
    }
    expect(new Set(s.players.flatMap((p) => p.objectives)).size).toBe(6);
  });

  it('given 1 player, then it is the solo mode: 2 solo/co-op objectives; given co-op, then 1 open solo/co-op objective each', () => {
    const solo = start(1);
    expect(solo.solo).toBe(true);
    expect(solo.players[0].objectives.map((o) => objectiveById.get(o)!.deck)).toEqual(['solo-coop', 'solo-coop']);
    const coop = start(4, { mode: 'cooperative' });
    expect(coop.players.every((p) => p.objectives.length === 1 && objectiveById.get(p.objectives[0])!.deck === 'solo-coop')).toBe(true);
  });

  it('given side A, then 16 room tiles lie face down with a face-down token each, 5 special rooms are explored, engines and coordinates are hidden', () => {
    const s = start(2);
    const rooms = Object.values(s.rooms);
    expect(rooms.filter((r) => !r.explored && r.token !== null)).toHaveLength(16);
    expect(rooms.filter((r) => r.explored).map((r) => r.tile).sort()).toEqual(['cockpit', 'engine-1', 'engine-2', 'engine-3', 'hibernatorium']);
    expect(rooms.filter((r) => roomById.get(r.tile)!.tileBack === '1')).toHaveLength(11);
    expect(rooms.filter((r) => roomById.get(r.tile)!.tileBack === '2')).toHaveLength(5);
    expect(Object.values(s.engines).map((e) => e.map((t) => t.replace(/^engine-\d-/, '')).sort())).toEqual([['damaged', 'working'], ['damaged', 'working'], ['damaged', 'working']]);
    expect(s.destination).toBe('B');
    expect([s.eggs, s.weaknesses.length, s.infected.length, s.decks.contamination.length]).toEqual([5, 3, 7, 27]);
    expect(s.floor).toEqual([{ room: boardOf('A').slotOfFixedRoom('hibernatorium'), object: 'crew-corpse' }]);
  });

  it('given side B, then both Evacuation Sections lie face up on slots 7 and 9 with a face-down token, and two technical networks exist', () => {
    const s = start(2, { board: 'B' });
    expect([s.rooms['b-slot-07'], s.rooms['b-slot-09']].map((r) => [r.tile, r.explored, r.token !== null])).toEqual([
      ['evacuation-section-a', true, true],
      ['evacuation-section-b', true, true],
    ]);
    expect(Object.keys(s.techNoise).sort()).toEqual(['b-tech-network-blue', 'b-tech-network-red']);
    expect(Object.values(s.rooms).filter((r) => r.token !== null)).toHaveLength(16);
  });

  it('given the same seed, then the setup is identical; given another, then it differs', () => {
    expect(stateHash(start(4, {}, 'x'))).toBe(stateHash(start(4, {}, 'x')));
    expect(stateHash(start(4, {}, 'x'))).not.toBe(stateHash(start(4, {}, 'y')));
  });
});

describe('character draft', () => {
  it('given the draft, then players pick in player-number order from two offered cards, the other going back, and round 1 starts', () => {
    let s = start(3);
    const picked: string[] = [];
    for (let k = 0; k < 3; k++) {
      const d = s.draft!;
      const seat = d.order[k];
      expect(s.players[seat].playerNumber).toBe(k + 1);
      expect(nemesis.prompts(s)).toEqual([expect.objectContaining({ seat, kind: 'choose-character', mode: 'turn' })]);
      expect(d.offer).toHaveLength(2);
      const { state, events } = when(s, seat, { type: 'choose-character', character: d.offer[1] });
      expect(events[0]).toEqual({ type: 'character-chosen', seat, character: d.offer[1], returned: d.offer[0] });
      picked.push(d.offer[1]);
      s = state;
    }
    expect(s.players.map((p) => p.character).sort()).toEqual(picked.sort());
    expect(s.phase).toBe('player');
    expect(s.round).toBe(1);
    expect(s.firstPlayer).toBe(s.players.findIndex((p) => p.playerNumber === 1));
    const hibernatorium = boardOf('A').slotOfFixedRoom('hibernatorium');
    for (const p of s.players) {
      expect(p.room).toBe(hibernatorium);
      expect(p.hand).toHaveLength(5);
      expect(p.deck).toHaveLength(5);
      expect(p.hands).toHaveLength(1);
      expect(p.quests.every((q) => !q.active)).toBe(true);
    }
  });

  it('given a character that was not offered, then the pick is refused and nothing changes', () => {
    const s = start(2);
    const other = ['captain', 'pilot', 'scientist', 'scout', 'soldier', 'mechanic'].find((c) => !s.draft!.offer.includes(c as never))!;
    const r = nemesis.apply(s, s.draft!.order[0], { type: 'choose-character', character: other as never }, { rng: null as never, now: 0 });
    expect(r).toMatchObject({ ok: false, error: { code: 'move/not-offered' } });
  });
});
