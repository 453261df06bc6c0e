import { describe, expect, it } from 'vitest';
import { applyVoidfall } from '../moves';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import type { VoidfallState } from '../state';
import { focusGame, play, refusalOf } from '../testing';
import { invasionTargets } from './invasion';
import { replicatorTolls } from './replicator-toll';

/**
 * Engage (standard Conquest) with improved Combat Replicators: 2 Corvettes from the Outpost invade the 2-Fleet-Power
 * Voidborn sector beside it, which without the Replicators is a tie; `event` is Cycle 1's Galactic Event.
 */
function tiedInvasion(event = 'event-c1-h') {
  let { s, seat } = focusGame('standard-conquest');
  const { outpost } = s.map.starts[seat];
  const p = s.players[seat];
  s.events[0] = event;
  p.technologies = ['combat-replicators-improved'];
  p.resources.energy = 2;
  p.resources.materials = 2;
  const target = invasionTargets(s, seat).find((id) => s.map.adjacency.some(([a, b]) => (a === outpost && b === id) || (b === outpost && a === id)))!;
  Object.assign(s.sectors[target], { voidbornFleetPower: 2, installations: [], gloryToken: 2, bountyTokens: [], reclaimTokens: [] });
  s.sectors[outpost].fleets = [{ type: 'corvette', power: 3 }];
  s = play(s, seat, { type: 'take-action', action: 'focus-1' });
  s = play(s, seat, { type: 'resolve-effect', group: 0, index: 0, choice: { sector: target } });
  s = play(s, seat, { type: 'invasion-add', sector: outpost, fleet: 'corvette' });
  s = play(s, seat, { type: 'invasion-add', sector: outpost, fleet: 'corvette' });
  return { s, seat, target, outpost };
}

const launch = (s: VoidfallState, seat: number) => play(s, seat, { type: 'invasion-launch' });

describe('Voidfall event C1-H\'s toll on the deployment of improved Combat Replicators', () => {
  it('given C1-H, when the invasion ties, then the Combat waits for the toll with nothing applied: 1 Material (the time-out), a Corruption on each free place, or not deploying', () => {
    const { s, seat, target } = tiedInvasion();
    const waiting = launch(s, seat);
    expect(waiting.replicatorToll).toMatchObject({ seat, sector: target });
    expect(waiting.sectors[target]).toMatchObject({ owner: null, voidbornFleetPower: 2 });
    const moves = legalMoves(waiting, seat);
    expect(moves).toEqual(replicatorTolls(waiting, seat).map((toll) => ({ type: 'replicator-toll', toll })));
    expect([moves[0], moves[moves.length - 1]]).toEqual([{ type: 'replicator-toll', toll: 'material' }, { type: 'replicator-toll', toll: 'decline' }]);
    expect(moves.length).toBeGreaterThan(2);
    expect(prompts(waiting)).toEqual([expect.objectContaining({ seat, kind: 'replicator-toll', timeoutMove: moves[0] })]);
    expect(refusalOf(waiting, seat, { type: 'end-action' })).toBe('move/illegal');
    expect(refusalOf(waiting, 1 - seat, { type: 'replicator-toll', toll: 'material' })).toBe('move/not-your-turn');
  });

  it('when 1 Material is paid, then the Replicators deploy and the tie becomes a win', () => {
    const { s, seat, target } = tiedInvasion();
    const r = applyVoidfall(launch(s, seat), seat, { type: 'replicator-toll', toll: 'material' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events[0]).toEqual({ type: 'replicator-toll-answered', seat, toll: 'material' });
    expect(r.state.sectors[target]).toMatchObject({ owner: seat, fleets: [{ type: 'corvette', power: 1 }] });
    expect(r.state.players[seat].resources.materials).toBe(1);
    // The won invasion's triggers (the basic Replicators' Bounty token) open next, as without the event.
    expect([r.state.replicatorToll, legalMoves(r.state, seat).some((m) => m.type === 'end-action')]).toEqual([null, true]);
  });

  it('when a Corruption is gained instead, then it goes on the named place and covers the rest of the Focus turn\'s deployments', () => {
    const { s, seat, target } = tiedInvasion();
    const waiting = launch(s, seat);
    const place = waiting.replicatorToll!.options.find((o) => typeof o === 'object' && o.kind === 'agenda-slot')!;
    const won = play(waiting, seat, { type: 'replicator-toll', toll: place });
    expect(won.sectors[target].owner).toBe(seat);
    expect(won.players[seat].agendaSlots[(place as { slot: number }).slot].corrupted).toBe(true);
    expect([won.players[seat].resources.materials, won.focusTurn!.deployCorruption]).toEqual([2, true]);
  });

  it('when the player does not deploy, then the tie stands and the sector is abandoned, nothing paid', () => {
    const { s, seat, target } = tiedInvasion();
    const tied = play(launch(s, seat), seat, { type: 'replicator-toll', toll: 'decline' });
    expect(tied.sectors[target]).toMatchObject({ owner: null, fleets: [] });
    expect(tied.players[seat].resources.materials).toBe(2);
  });

  it('given no Material and no free place, then the Replicators cannot deploy: no pause, the tie stands', () => {
    const { s, seat, target, outpost } = tiedInvasion();
    const p = s.players[seat];
    p.resources.materials = 0;
    p.agendaSlots.forEach((a, i) => { a.corrupted = i > 0; });
    for (const track of Object.keys(p.trackCorruption) as (keyof typeof p.trackCorruption)[]) p.trackCorruption[track] = true;
    s.sectors[outpost].corrupted = true;
    expect(replicatorTolls(s, seat)).toEqual(['decline']);
    const tied = launch(s, seat);
    expect([tied.replicatorToll ?? null, tied.sectors[target].owner]).toEqual([null, null]);
    expect(refusalOf(tied, seat, { type: 'replicator-toll', toll: 'material' })).toBe('move/illegal');
  });

  it('given another event, or a Corruption already paid this Focus turn, then the Replicators deploy at once with nothing to pay', () => {
    const other = tiedInvasion('event-c1-a');
    const free = tiedInvasion();
    free.s.focusTurn!.deployCorruption = true;
    for (const { s, seat, target } of [other, free]) {
      const won = launch(s, seat);
      expect([won.replicatorToll ?? null, won.sectors[target].owner, won.players[seat].resources.materials]).toEqual([null, seat, 2]);
    }
  });
});
