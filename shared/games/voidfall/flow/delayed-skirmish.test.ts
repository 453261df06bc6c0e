import { describe, expect, it } from 'vitest';
import { stateHash } from '../../../engine/hash';
import { applyVoidfall } from '../moves';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import type { FleetToken, VoidfallState } from '../state';
import { focusGame, play, refusalOf } from '../testing';
import { activeSeat } from './cycle';

const C3G = 'event-c3-g';

/**
 * The first seat in its first turn of Cycle 3 (a Focus card played), `event` the Cycle's Galactic Event; its Outpost
 * holds `fleets` beside a Voidborn sector, no Corruption on any House mat, so the Skirmish's strength is the Cycle's +1
 * and event C3-G's +1: 2.
 */
function firstTurnOfCycle3(fleets: FleetToken[], glory: number[], event = C3G, round = 1) {
  const { s, seat } = focusGame('standard-production');
  const { outpost } = s.map.starts[seat];
  Object.assign(s, { cycle: 3, round, events: [s.events[0], 'event-c2-a', event] });
  const voidborn = s.map.adjacency.flatMap(([a, b]) => (a === outpost ? [b] : b === outpost ? [a] : [])).find((id) => s.sectors[id].owner === null)!;
  s.sectors[voidborn].voidbornFleetPower = 1;
  Object.assign(s.sectors[outpost], { fleets, installations: [] });
  for (const p of s.players) {
    p.agendaSlots.forEach((a) => { a.corrupted = false; });
    for (const track of Object.keys(p.trackCorruption) as (keyof typeof p.trackCorruption)[]) p.trackCorruption[track] = false;
    p.technologies = [];
  }
  s.players[seat].glory = glory;
  return { s, seat, outpost, next: s.turnOrder[1] };
}

const endTurn = (s: VoidfallState, seat: number) => {
  const r = applyVoidfall(s, seat, { type: 'end-turn', agendaSlot: null });
  if (!r.ok) throw new Error(r.error.message);
  return { state: { ...r.state, rng: s.rng } as VoidfallState, events: r.events };
};

describe('Voidfall event C3-G: a Skirmish with 1 more Voidborn Fleet Power at the end of each player\'s first turn of Cycle 3', () => {
  it('given C3-G and a lone Corvette beside the Voidborn, when the first turn ends, then the Skirmish of strength 2 takes the Outpost and the next turn starts', () => {
    const { s, seat, outpost, next } = firstTurnOfCycle3([{ type: 'corvette', power: 1 }], [3]);
    const { state, events } = endTurn(s, seat);
    const types = events.map((e) => e.type);
    expect(types.indexOf('turn-ended')).toBeLessThan(types.indexOf('event-frame-resolved'));
    expect(events).toContainEqual(expect.objectContaining({ type: 'event-frame-resolved', frame: 2, seat }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'skirmish-resolved', seat, strength: 2, sector: outpost, outcome: 'lost' }));
    expect(state.sectors[outpost]).toMatchObject({ owner: null, voidbornFleetPower: 2, fleets: [] });
    expect(state.players[seat].glory).toEqual([]);
    expect([state.phase, activeSeat(state), state.delayedSkirmish]).toEqual(['focus', next, undefined]);
  });

  it('given a turn of round 2, or another event of Cycle 3, when the turn ends, then no Skirmish is fought', () => {
    for (const [event, round] of [[C3G, 2], ['event-c3-a', 1]] as const) {
      const { s, seat, outpost } = firstTurnOfCycle3([{ type: 'corvette', power: 1 }], [3], event, round);
      const { state, events } = endTurn(s, seat);
      expect(events.some((e) => e.type === 'skirmish-resolved')).toBe(false);
      expect(state.sectors[outpost].owner).toBe(seat);
    }
  });

  it('given a Damage with two fleet types, then the turn flow waits for the defender (the next player may not play), and the choice lets the next turn start', () => {
    const mixed: FleetToken[] = [{ type: 'corvette', power: 1 }, { type: 'sentry', power: 1 }];
    const { s, seat, outpost, next } = firstTurnOfCycle3(mixed, [3]);
    const paused = endTurn(s, seat).state;
    expect(paused.damageChoice).toMatchObject({ seat, sector: outpost, options: ['corvette', 'sentry'], combat: { kind: 'skirmish', strength: 2 } });
    expect(paused.delayedSkirmish).toBe(seat);
    expect(legalMoves(paused, seat)).toEqual([{ type: 'choose-damage', fleet: 'corvette' }, { type: 'choose-damage', fleet: 'sentry' }]);
    expect(legalMoves(paused, next)).toEqual([]);
    expect(prompts(paused)).toEqual([expect.objectContaining({ seat, kind: 'combat-damage', timeoutMove: { type: 'choose-damage', fleet: 'corvette' } })]);
    const card = paused.players[next].focusHand[0];
    expect(refusalOf(paused, next, { type: 'select-focus', card, agenda: null })).toBe('move/illegal');
    const after = play(paused, seat, { type: 'choose-damage', fleet: 'sentry' });
    expect(after.sectors[outpost]).toMatchObject({ owner: seat, fleets: [{ type: 'corvette', power: 1 }] });
    expect([after.phase, activeSeat(after), after.damageChoice, after.delayedSkirmish]).toEqual(['focus', next, null, undefined]);
    expect(stateHash(play(paused, seat, { type: 'choose-damage', fleet: 'sentry' }))).toBe(stateHash(after));
  });

  it('given the Outpost lost with Glory 4 and 2 held, then the owner discards a token of their choice before the next turn; the time-out discards the lowest', () => {
    const { s, seat, outpost, next } = firstTurnOfCycle3([{ type: 'corvette', power: 1 }], [4, 2]);
    const paused = endTurn(s, seat).state;
    expect(paused.gloryDiscard).toMatchObject({ seat, sector: outpost, values: [2, 4] });
    expect(prompts(paused)).toEqual([expect.objectContaining({ seat, kind: 'discard-glory', timeoutMove: { type: 'discard-glory', value: 2 } })]);
    const after = play(paused, seat, { type: 'discard-glory', value: 4 });
    expect([after.players[seat].glory, activeSeat(after), after.delayedSkirmish]).toEqual([[2], next, undefined]);
  });

  it('given two of the player\'s sectors tied as targets, then the player chooses where the Voidborn strike (time-out: the first), then the next turn starts', () => {
    const { s, seat, outpost, next } = firstTurnOfCycle3([{ type: 'corvette', power: 1 }], [3]);
    // A second sector of the player, a copy of the Outpost, beside the same Voidborn sector.
    const voidborn = Object.keys(s.sectors).find((id) => s.sectors[id].voidbornFleetPower === 1 && s.map.adjacency.some(([a, b]) => (a === id && b === outpost) || (b === id && a === outpost)))!;
    const home = s.map.starts.map((x) => x.home);
    const twin = s.map.adjacency.flatMap(([a, b]) => (a === voidborn ? [b] : b === voidborn ? [a] : [])).find((id) => id !== outpost && !home.includes(id) && s.sectors[id].owner === null)!;
    Object.assign(s.sectors[twin], { ...structuredClone(s.sectors[outpost]), owner: seat, voidbornFleetPower: 0 });
    const paused = endTurn(s, seat).state;
    expect(paused.skirmishChoice?.sectors.sort()).toEqual([outpost, twin].sort());
    const moves = legalMoves(paused, seat);
    expect(moves.map((m) => m.type)).toEqual(['choose-skirmish-sector', 'choose-skirmish-sector']);
    expect(prompts(paused)).toEqual([expect.objectContaining({ seat, kind: 'skirmish-target', timeoutMove: moves[0] })]);
    expect(refusalOf(paused, seat, { type: 'choose-skirmish-sector', sector: home[seat] })).toBe('move/illegal');
    expect(refusalOf(paused, next, { type: 'choose-skirmish-sector', sector: twin })).toBe('move/not-your-turn');
    const after = play(paused, seat, { type: 'choose-skirmish-sector', sector: twin });
    expect([after.sectors[twin].owner, after.sectors[outpost].owner, activeSeat(after), after.skirmishChoice]).toEqual([null, seat, next, null]);
  });
});
