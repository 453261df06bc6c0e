/**
 * Audit of the rules digest's worked examples (§13): the ones whose outcome no other test asserted in full.
 * E23 (the escaped Captain wins) and E25 (the last character leaves while the self-destruct runs).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import type { NemesisEvent } from '../events';
import { nemesis } from '../index';
import { jump } from '../rules/end';
import { launch } from '../rules/pods';
import type { NemesisState } from '../state';
import { given } from '../testing/given';

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
    expect(events).toContainEqual({ type: 'contamination-check', seat: 1, result: 'clean' });
    expect(nemesis.outcome(s)!.winners).toEqual([1]);
  });
});
