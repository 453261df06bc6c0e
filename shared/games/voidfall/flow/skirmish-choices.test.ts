import { describe, expect, it } from 'vitest';
import { stateHash } from '../../../engine/hash';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import type { FleetToken, VoidfallState } from '../state';
import { focusGame, play, refusalOf } from '../testing';
import { skirmishTargets } from '../rules/skirmish';
import { skirmishTarget } from '../rules/skirmish-combat';
import { runSkirmishes } from './skirmish';

/** The first seat's Outpost beside a 1-Fleet-Power Voidborn sector, with `fleets`, Glory `glory` and strength 2 against it only. */
function outpostSkirmish(fleets: FleetToken[], glory: number[]): { s: VoidfallState; seat: number; outpost: string } {
  const { s, seat } = focusGame();
  const { outpost } = s.map.starts[seat];
  const p = s.players[seat];
  p.technologies = [];
  const voidborn = s.map.adjacency.flatMap(([a, b]) => (a === outpost ? [b] : b === outpost ? [a] : [])).find((id) => s.sectors[id].owner === null)!;
  s.sectors[voidborn].voidbornFleetPower = 1;
  Object.assign(s.sectors[outpost], { fleets, installations: [] });
  p.agendaSlots.forEach((a, i) => { a.corrupted = i >= 2; });
  p.trackCorruption.society = false;
  s.players.forEach((x, other) => { if (other !== seat) x.agendaSlots.forEach((a) => { a.corrupted = false; }); });
  p.glory = glory;
  s.phase = 'evaluation';
  return { s, seat, outpost };
}

describe('Voidfall Skirmish: the defender chooses its losses and the Glory token of a lost sector (A9, A10, E1)', () => {
  // A Corvette and a Sentry against 2 Voidborn: the Sentry's Approach Damage leaves 1; equal Initiative (Sentries give
  // none), both strike at once: the Voidborn are wiped out and one Damage hits the defender.
  const mixed = (): FleetToken[] => [{ type: 'corvette', power: 1 }, { type: 'sentry', power: 1 }];

  it('given a Damage with two fleet types, then the Skirmish waits for the defender; the time-out recalls the Corvette', () => {
    const { s, seat, outpost } = outpostSkirmish(mixed(), [2]);
    runSkirmishes(s);
    expect(s.damageChoice).toMatchObject({ seat, sector: outpost, options: ['corvette', 'sentry'], combat: { kind: 'skirmish', strength: 2 } });
    expect(legalMoves(s, seat)).toEqual([{ type: 'choose-damage', fleet: 'corvette' }, { type: 'choose-damage', fleet: 'sentry' }]);
    expect(prompts(s)).toEqual([expect.objectContaining({ seat, kind: 'combat-damage', timeoutMove: { type: 'choose-damage', fleet: 'corvette' } })]);
    expect(s.sectors[outpost].fleets).toEqual(mixed());
  });

  it('given the Sentry chosen, then the Corvette stays (the time-out keeps the Sentry), and the Evaluation goes on', () => {
    const { s, seat, outpost } = outpostSkirmish(mixed(), [2]);
    runSkirmishes(s);
    expect(refusalOf(s, 1 - seat, { type: 'choose-damage', fleet: 'sentry' })).toBe('move/not-your-turn');
    expect(refusalOf(s, seat, { type: 'choose-damage', fleet: 'carrier' })).toBe('move/illegal');
    const kept = play(s, seat, { type: 'choose-damage', fleet: 'sentry' });
    expect(kept.sectors[outpost]).toMatchObject({ owner: seat, fleets: [{ type: 'corvette', power: 1 }] });
    expect(kept.damageChoice).toBeNull();
    expect(kept.cycle === 2 || (kept.upkeepChoice?.waiting.length ?? 0) > 0).toBe(true);
    const timeout = play(s, seat, prompts(s)[0].timeoutMove as never);
    expect(timeout.sectors[outpost].fleets).toEqual([{ type: 'sentry', power: 1 }]);
    expect(stateHash(play(s, seat, { type: 'choose-damage', fleet: 'sentry' }))).toBe(stateHash(kept));
  });

  it('given a lone Corvette lost with Glory 4 and 2 held, then the owner chooses the token; the time-out discards the lowest', () => {
    const { s, seat, outpost } = outpostSkirmish([{ type: 'corvette', power: 1 }], [4, 2]);
    const active = s.players[seat].fleetPower.active;
    expect([skirmishTargets(s, seat), skirmishTarget(s, seat, 2)]).toEqual([[outpost], outpost]);
    const events = runSkirmishes(s);
    expect(events.find((e) => e.type === 'skirmish-resolved' && e.seat === seat)).toMatchObject({ strength: 2, sector: outpost, outcome: 'lost' });
    expect(s.sectors[outpost]).toMatchObject({ owner: null, voidbornFleetPower: 2, corrupted: true, fleets: [] });
    expect(s.gloryDiscard).toEqual({ seat, sector: outpost, values: [2, 4], next: expect.any(Number) });
    expect(prompts(s)).toEqual([expect.objectContaining({ seat, kind: 'discard-glory', timeoutMove: { type: 'discard-glory', value: 2 } })]);
    expect(refusalOf(s, seat, { type: 'discard-glory', value: 3 })).toBe('move/illegal');
    expect(refusalOf(s, seat, { type: 'choose-skirmish-sector', sector: outpost })).toBe('move/illegal');
    const after = play(s, seat, { type: 'discard-glory', value: 4 });
    expect([after.players[seat].fleetPower.active, after.players[seat].glory, after.gloryDiscard]).toEqual([active + 1, [2], null]);
  });

  it('given one Glory value held, then the lost sector discards it without a pause', () => {
    const { s, seat } = outpostSkirmish([{ type: 'corvette', power: 1 }], [3, 3]);
    const events = runSkirmishes(s);
    expect(s.gloryDiscard ?? null).toBeNull();
    expect(events).toContainEqual(expect.objectContaining({ type: 'glory-discarded', seat, value: 3 }));
    expect(s.players[seat].glory).toEqual([3]);
  });
});
