import { describe, expect, it } from 'vitest';
import { runSkirmishes } from '../flow/skirmish';
import { legalMoves } from '../legal-moves';
import { neighboursOf } from '../map/schema';
import { prompts } from '../prompts';
import { focusGame, play, refusalOf } from '../testing';
import { view } from '../view';

/** Seat `seat` holds two equal sectors (Pure, Population 3, 1 Corvette, no Guild) beside one Voidborn sector; strength 2. */
function tiedTargets() {
  const { s, seat } = focusGame();
  const next = neighboursOf(s.map);
  for (const x of Object.values(s.sectors)) x.voidbornFleetPower = 0;
  const voidborn = Object.keys(s.sectors).find((id) => s.sectors[id].owner === null
    && next.get(id)!.filter((n) => s.sectors[n].owner === null && n !== s.map.starts[1 - seat].home).length >= 2
    && !next.get(id)!.some((n) => s.sectors[n].owner !== null))!;
  const [a, b] = next.get(voidborn)!.filter((n) => s.sectors[n].owner === null).sort((x, y) => s.map.sectors.findIndex((m) => m.id === x) - s.map.sectors.findIndex((m) => m.id === y));
  for (const x of Object.values(s.sectors)) if (x.owner === seat && s.map.starts[seat].home !== Object.keys(s.sectors).find((k) => s.sectors[k] === x)) x.owner = null;
  for (const id of [a, b]) Object.assign(s.sectors[id], { owner: seat, corrupted: false, population: 3, guilds: [], installations: [], fleets: [{ type: 'corvette', power: 1 }], voidbornFleetPower: 0 });
  s.sectors[voidborn].voidbornFleetPower = 2;
  s.players.forEach((p, other) => { p.agendaSlots.forEach((slot, i) => { slot.corrupted = other === seat && i >= 2; }); p.trackCorruption = { society: other === seat, statecraft: false, economy: false }; });
  s.phase = 'evaluation';
  return { s, seat, a, b };
}

describe('Voidfall Skirmish target chosen by the defender (E1, default-skirmish-final-tie-break)', () => {
  it('given two targets tied on every ranking key, then the Skirmish waits for the defender, whose time-out takes the first in map order', () => {
    const { s, seat, a, b } = tiedTargets();
    runSkirmishes(s);
    expect(s.skirmishChoice).toMatchObject({ seat, sectors: [a, b] });
    expect(legalMoves(s, seat)).toEqual([{ type: 'choose-skirmish-sector', sector: a }, { type: 'choose-skirmish-sector', sector: b }]);
    expect(legalMoves(s, 1 - seat)).toEqual([]);
    expect(prompts(s)).toEqual([expect.objectContaining({ seat, kind: 'skirmish-target', timeoutMove: { type: 'choose-skirmish-sector', sector: a } })]);
    expect(view(s, 1 - seat).skirmishChoice).toEqual({ seat, sectors: [a, b] });
  });

  it('given the choice, when the defender names the second sector, then the Voidborn strike it and the Evaluation goes on; others and other sectors are refused', () => {
    const { s: start, seat, a, b } = tiedTargets();
    runSkirmishes(start);
    expect(refusalOf(start, 1 - seat, { type: 'choose-skirmish-sector', sector: b })).toBe('move/not-your-turn');
    expect(refusalOf(start, seat, { type: 'choose-skirmish-sector', sector: start.map.starts[seat].home })).toBe('move/illegal');
    const s = play(start, seat, { type: 'choose-skirmish-sector', sector: b });
    expect(s.skirmishChoice).toBeNull();
    expect([s.sectors[a].owner, s.sectors[b].owner]).toEqual([seat, null]);
    // Cycle 2 begins: its Galactic Event's frames may wait for the players' choices.
    expect([[2, 'focus'], [2, 'preparation']]).toContainEqual([s.cycle, s.phase]);
  });
});
