/**
 * Audit of the rules digest's worked examples (§13): the ones whose outcome no other test asserted in full.
 * E4 (after the Malfunction token: no room action, Search still allowed), E7's variant (death while escaping),
 * E23 (the escaped Captain wins) and E25 (the last character leaves while the self-destruct runs).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { selfDestructSkull } from '../data';
import type { NemesisEvent } from '../events';
import { nemesis } from '../index';
import { jump } from '../rules/end';
import { launch } from '../rules/pods';
import type { NemesisState } from '../state';
import { cardsOf, corridorBetween, given, refusal, when } from '../testing/given';

const rng = () => Rng.fromSeed('audit-examples');
// The data has no objective reading only "Nest destroyed"; this one is met by the Signal and a destroyed Nest or ship.
const NEST_DESTROYED = 'objective-aliens-on-a-spaceship';
const EARTH = 'objective-salvaging-the-prime-asset';
const engines = (s: NemesisState, tops: Array<'working' | 'damaged'>) =>
  tops.forEach((top, i) => {
    const k = String(i + 1) as '1';
    s.engines[k] = [`engine-${k}-${top}`, `engine-${k}-${top === 'working' ? 'damaged' : 'working'}`];
  });

describe('digest §13 worked examples (audit)', () => {
  it('E4: given the Scout explored the Canteen through a Malfunction token, then its room action is refused until repaired, but Search is still possible', () => {
    const hand = ['scout-search-1', 'scout-rest-1', 'scout-adrenaline-1', 'scout-demolition-1', 'scout-reconnaissance-1'];
    const s = given({ players: { 0: { hand } }, unexplored: { 'a-slot-14': ['canteen', 'exploration-malfunction-2'] } });
    s.milestones.firstEncounter = true;
    let { state } = when(s, 0, { type: 'move', corridor: corridorBetween(s, 'a-slot-11', 'a-slot-14'), pay: ['scout-rest-1'] });
    state = structuredClone(state);
    state.players[0].hand = ['scout-search-1', 'scout-adrenaline-1', 'scout-demolition-1', 'scout-reconnaissance-1'];
    state.intruders = [];
    state.players[0].room = 'a-slot-14';
    expect(state.rooms['a-slot-14']).toMatchObject({ malfunction: true, items: 3 });
    expect(refusal(state, 0, { type: 'room-action', pay: cardsOf(state, 0, 3).slice(1) }).code).toBe('move/malfunction');
    const searched = when(state, 0, { type: 'play-card', card: 'scout-search-1', pay: [], deck: 'green' });
    expect(searched.state.rooms['a-slot-14'].items).toBe(2);
  });

  it('E7 variant: given the Scout with 3 serious wounds escapes an Adult that hits, then she dies in the room she tried to leave', () => {
    const s = given({ seats: 2, players: { 0: { seriousWounds: ['wound-leg-1', 'wound-leg-2', 'wound-arm-1'] } }, intruders: [{ type: 'adult', room: 'a-slot-11' }], attacks: ['attack-bite-1'] });
    s.milestones.firstEncounter = true;
    s.players[0].seriousWounds.forEach((w) => (w.dressed = true));
    const { state } = when(s, 0, { type: 'move', corridor: corridorBetween(s, 'a-slot-11', 'a-slot-14'), pay: cardsOf(s, 0, 1) });
    expect(state.players[0].status).toBe('dead');
    expect(state.floor).toContainEqual({ room: 'a-slot-11', object: 'character-corpse', of: 0 });
  });

  it('E23: given the Pilot hibernating (Earth), the Captain escaped (Nest destroyed), the Mechanic aboard and engines damaged, damaged, working; when the ship jumps, then the Mechanic and the Pilot die, the Nest is destroyed and the Captain wins', () => {
    const s = given({ seats: 3, players: { 0: { character: 'pilot' }, 1: { character: 'captain' }, 2: { character: 'mechanic' } }, intruders: [{ type: 'adult', room: 'a-slot-08' }] });
    engines(s, ['damaged', 'damaged', 'working']);
    Object.assign(s.players[0], { status: 'hibernating', room: null, objectives: [EARTH] });
    Object.assign(s.players[1], { status: 'escaped', room: null, objectives: [NEST_DESTROYED], signal: true });
    const events: NemesisEvent[] = [];
    jump(s, rng(), events);
    expect(s.players.map((p) => p.status)).toEqual(['dead', 'escaped', 'dead']);
    expect([s.nestDestroyed, s.intruders]).toEqual([true, []]);
    expect(events).toContainEqual({ type: 'contamination-check', seat: 1, result: 'clean' });
    expect(nemesis.outcome(s)!.winners).toEqual([1]);
  });

  it('E25: given a running self-destruct (not at the skull) and the Scout hibernating; when the last active character launches a pod, then the ship explodes: the Scout and the intruders die, the Nest is destroyed, and the escaped character is judged', () => {
    const s = given({ seats: 2, players: { 0: { character: 'scout' }, 1: { character: 'captain', room: 'a-slot-10' } }, intruders: [{ type: 'adult', room: 'a-slot-08' }] });
    s.selfDestruct = 2;
    Object.assign(s.players[0], { status: 'hibernating', room: null, objectives: [EARTH] });
    Object.assign(s.players[1], { objectives: [NEST_DESTROYED], signal: true, pod: s.pods[0].number });
    s.pods[0] = { ...s.pods[0], locked: false, seats: [1] };
    const events: NemesisEvent[] = [];
    launch(s, s.pods[0], rng(), events);
    expect(events).toContainEqual({ type: 'ship-destroyed', reason: 'self-destruct' });
    expect(s.players.map((p) => p.status)).toEqual(['dead', 'escaped']);
    expect([s.phase, s.nestDestroyed, s.intruders]).toEqual(['over', true, []]);
    expect(s.selfDestruct).toBe(selfDestructSkull);
    expect(events).toContainEqual({ type: 'contamination-check', seat: 1, result: 'clean' });
    expect(nemesis.outcome(s)!.winners).toEqual([1]);
  });
});
