/** The Grenade Launcher (data items.json): "When Bursting: you may use any number of Grenade tokens from this Weapon before or instead of a normal Burst." */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import type { GearSlot, RetaliationState } from '../state';
import { cardsOf, given, refusal, when } from '../testing/given';
import { view } from '../view';

const TO_A = 'cp-a-r04--landing-zone';
const ammo: GearSlot = { token: 'ammo', half: false };
const grenade: GearSlot = { token: 'grenade', half: false };

const armed = (slots: GearSlot[] = [ammo, grenade, grenade]) =>
  given({ players: { 0: { hands: { 'grenade-launcher': slots, 'assault-rifle': [ammo] } } }, intruders: [{ type: 'adult', where: TO_A }, { type: 'adult', where: TO_A }, { type: 'drone', where: TO_A }] });
const declare = (s: RetaliationState, weapon = 'grenade-launcher') => ({ type: 'burst', weapon, corridor: TO_A, pay: cardsOf(s, 0, 1), launcher: true }) as const;
const allocate = (s: RetaliationState) => when(s, 0, legalMoves(s, 0).find((m) => m.type === 'allocate-hits')!).state;

describe('Grenade Launcher', () => {
  it('given grenades on the launcher, then a Burst with its grenades is offered; declared, it waits for the first grenade or the Burst (no stop yet)', () => {
    const s = armed();
    expect(legalMoves(s, 0)).toContainEqual(declare(s));
    const { state } = when(s, 0, declare(s));
    expect(state.launcher).toEqual({ seat: 0, corridor: TO_A, thrown: 0 });
    expect(state.turn).toEqual({ seat: 0, actions: 0 });
    expect(prompts(state)).toEqual([expect.objectContaining({ seat: 0, kind: 'launcher-fire', timeoutMove: { type: 'launcher-fire', fire: 'burst' } })]);
    const choices = legalMoves(state, 0);
    expect(choices).toContainEqual({ type: 'launcher-fire', fire: 'grenade', corridor: TO_A });
    expect(choices).toContainEqual({ type: 'launcher-fire', fire: 'burst' });
    expect(choices).not.toContainEqual({ type: 'launcher-fire', fire: 'stop' });
    expect(refusal(state, 0, { type: 'launcher-fire', fire: 'stop' }).message).toMatch(/at least one grenade/);
    expect(refusal(state, 0, { type: 'pass', discard: [] }).message).toMatch(/Grenade Launcher/);
    expect(view(state, 1).launcher).toEqual({ seat: 0, corridor: TO_A, thrown: 0 });
  });

  it('when a grenade flies (burst die + 2, hits given out), then the next choice comes; stopping instead of the Burst spends no Ammo and ends the action', () => {
    const s = armed();
    const thrown = when(s, 0, declare(s), { type: 'launcher-fire', fire: 'grenade', corridor: TO_A });
    expect(thrown.events).toContainEqual({ type: 'gear-used', seat: 0, token: 'grenade', target: TO_A });
    const roll = thrown.events.find((e) => e.type === 'burst')!;
    expect(roll).toMatchObject({ weapon: null, hits: Number.parseInt((roll as { face: string }).face, 10) + 2 });
    expect(thrown.state.allocation).toMatchObject({ seat: 0, corridor: TO_A, source: 'grenade' });
    expect(thrown.state.players[0].itemGear['grenade-launcher']).toEqual([ammo, null, grenade]);
    const next = allocate(thrown.state);
    expect(next.launcher).toEqual({ seat: 0, corridor: TO_A, thrown: 1 });
    expect(next.turn).toEqual({ seat: 0, actions: 0 });
    expect(legalMoves(next, 0)).toContainEqual({ type: 'launcher-fire', fire: 'stop' });
    expect(prompts(next)[0].timeoutMove).toEqual({ type: 'launcher-fire', fire: 'stop' });
    const { state } = when(next, 0, { type: 'launcher-fire', fire: 'stop' });
    expect(state.launcher).toBeNull();
    expect(state.players[0].itemGear['grenade-launcher'][0]).toEqual(ammo);
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('when the declared Burst follows the grenade, then it is the launcher\'s normal Burst into the named corridor (its Ammo spent)', () => {
    const s = armed();
    const next = allocate(when(s, 0, declare(s), { type: 'launcher-fire', fire: 'grenade', corridor: TO_A }).state);
    const { state, events } = when(next, 0, { type: 'launcher-fire', fire: 'burst' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'burst', weapon: 'grenade-launcher', corridor: TO_A }));
    expect(state.players[0].itemGear['grenade-launcher'][0]).toEqual({ token: 'ammo', half: true });
    expect(state.launcher).toBeNull();
  });

  it('given no grenade on the launcher, or another weapon, then the grenade Burst is neither offered nor accepted', () => {
    const empty = armed([ammo, null, null]);
    expect(legalMoves(empty, 0).some((m) => m.type === 'burst' && m.launcher)).toBe(false);
    expect(refusal(empty, 0, declare(empty)).message).toMatch(/holds no Grenade token/);
    const s = armed();
    expect(refusal(s, 0, declare(s, 'assault-rifle')).message).toMatch(/Only the Grenade Launcher/);
    s.players[0].itemMalfunctions['grenade-launcher'] = 1;
    expect(refusal(s, 0, declare(s)).code).toBe('move/no-weapon');
  });
});
