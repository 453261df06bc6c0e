/**
 * Taking Aim: a Shoot or Burst whose first roll may be rolled once more (a follow-up choice of the shooter).
 * Continuous Fire: the cards discarded are hits in a corridor, then the BF Gun may Burst (a follow-up choice).
 */
import { describe, expect, it } from 'vitest';
import type { RetaliationEvent } from '../events';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import { corridorsOf } from '../rules/board';
import { given, refusal, seekRoll, when } from '../testing/given';

const LZ = 'landing-zone';
const AIM = 'recon--taking-aim';
const loaded = { 'assault-rifle': [{ token: 'ammo' as const, half: false }] };
const aimed = (face: string) => (events: RetaliationEvent[]) => events.some((e) => e.type === 'aim-rolled' && e.face === face);
const withAdult = () => given({ intruders: [{ type: 'adult', where: LZ }], players: { 0: { hand: [AIM, 'recon--rest'], hands: loaded } } });

describe('Taking Aim', () => {
  it('given an Adult in your room, when the first Shoot roll is an Ammo loss, then the game waits for the shooter and nothing of the roll happens yet', () => {
    const s = withAdult();
    const target = s.intruders[0].id;
    const { state } = seekRoll(s, 0, { type: 'play-card', card: AIM, target: 'assault-rifle', choice: `shoot:${target}` }, aimed('ammo-loss'));
    expect(state.aim).toMatchObject({ seat: 0, weapon: 'assault-rifle', target, face: 'ammo-loss' });
    expect(state.intruders[0].hits).toBe(1);
    expect(state.players[0].itemGear['assault-rifle'][0]).toEqual({ token: 'ammo', half: false });
    expect(state.turn).toEqual({ seat: 0, actions: 0 });
    expect(legalMoves(state, 0)).toEqual([{ type: 'aim-reroll', reroll: false }, { type: 'aim-reroll', reroll: true }]);
    expect(prompts(state)).toEqual([expect.objectContaining({ seat: 0, kind: 'aim-reroll', timeoutMove: { type: 'aim-reroll', reroll: false } })]);
    expect(refusal(state, 0, { type: 'pass', discard: [] }).message).toMatch(/Taking Aim roll/);
  });

  it('when the shooter rerolls an Ammo loss into a Critical, then only the second result counts: the Adult dies and no Ammo is lost', () => {
    const s = withAdult();
    const target = s.intruders[0].id;
    const first = seekRoll(s, 0, { type: 'play-card', card: AIM, target: 'assault-rifle', choice: `shoot:${target}` }, aimed('ammo-loss'));
    const second = seekRoll(first.state, 0, { type: 'aim-reroll', reroll: true }, (events) => events.some((e) => e.type === 'shot' && e.face === 'critical'));
    expect(second.events).toContainEqual({ type: 'shot', seat: 0, weapon: 'assault-rifle', target, face: 'critical', killed: true });
    expect(second.state.intruders).toEqual([]);
    expect(second.events.some((e) => e.type === 'ammo-spent')).toBe(false);
    expect(second.state.aim).toBeNull();
    expect(second.state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('when the shooter keeps the first roll, then it stands: an Ammo loss spends Ammo and the Adult lives with its hit', () => {
    const s = withAdult();
    const target = s.intruders[0].id;
    const first = seekRoll(s, 0, { type: 'play-card', card: AIM, target: 'assault-rifle', choice: `shoot:${target}` }, aimed('ammo-loss'));
    const { state, events } = when(first.state, 0, { type: 'aim-reroll', reroll: false });
    expect(events).toContainEqual({ type: 'shot', seat: 0, weapon: 'assault-rifle', target, face: 'ammo-loss', killed: false });
    expect(events).toContainEqual({ type: 'ammo-spent', seat: 0, item: 'assault-rifle', left: 'half' });
    expect(state.intruders[0].hits).toBe(1);
  });

  it('given a Burst whose first roll is 1, when rerolled into 4 and the star, then the 4 hits wait to be given out', () => {
    const s = given({ players: { 0: { hand: [AIM], hands: loaded } } });
    const corridor = corridorsOf(s, LZ)[0];
    s.intruders.push({ ...structuredClone(withAdult().intruders[0]), where: corridor });
    const first = seekRoll(s, 0, { type: 'play-card', card: AIM, target: 'assault-rifle', choice: `burst:${corridor}` }, aimed('1'));
    expect(first.events).toContainEqual({ type: 'ammo-spent', seat: 0, item: 'assault-rifle', left: 'half' });
    expect(first.state.allocation).toBeNull();
    const second = seekRoll(first.state, 0, { type: 'aim-reroll', reroll: true }, (events) => events.some((e) => e.type === 'burst' && e.face === '4+special'));
    expect(second.state.allocation).toMatchObject({ seat: 0, corridor, hits: 4 });
    expect(second.state.turn).toEqual({ seat: 0, actions: 0 });
  });

  it('given no loaded ranged weapon in your hands, then it is refused and nothing changes', () => {
    const s = given({ intruders: [{ type: 'adult', where: LZ }], players: { 0: { hand: [AIM], hands: { 'assault-rifle': [null] } } } });
    expect(refusal(s, 0, { type: 'play-card', card: AIM, target: 'assault-rifle', choice: `shoot:${s.intruders[0].id}` }).message).toMatch(/loaded ranged weapon/);
  });
});

describe('Continuous Fire', () => {
  const CF = 'heavy-gun-operator--continuous-fire';
  const gun = { 'bf-gun': [{ token: 'ammo' as const, half: false }, null] };
  const table = () => {
    const s = given({ players: { 0: { hand: [CF, 'heavy-gun-operator--search', 'heavy-gun-operator--rest'], hands: gun } } });
    const corridor = corridorsOf(s, LZ)[0];
    s.intruders.push({ ...structuredClone(withAdult().intruders[0]), where: corridor });
    return { s, corridor, adult: s.intruders[0].id };
  };

  it('given an Adult in a corridor, when 2 cards are discarded into it, then its 2 hits are given out, then the BF Gun may Burst', () => {
    const { s, corridor, adult } = table();
    const pay = ['heavy-gun-operator--search', 'heavy-gun-operator--rest'];
    expect(legalMoves(s, 0)).toContainEqual({ type: 'play-card', card: CF, target: corridor, pay });
    const first = when(s, 0, { type: 'play-card', card: CF, target: corridor, pay });
    expect(first.state.players[0].hand).toEqual([]);
    expect(first.state.allocation).toMatchObject({ seat: 0, corridor, hits: 2 });
    const killed = when(first.state, 0, { type: 'allocate-hits', kill: [adult] });
    expect(killed.state.intruders).toEqual([]);
    expect(killed.state.turn).toEqual({ seat: 0, actions: 0 });
    expect(legalMoves(killed.state, 0)).toContainEqual({ type: 'burst-on', corridor: null });
    expect(prompts(killed.state)).toEqual([expect.objectContaining({ seat: 0, kind: 'burst-on', timeoutMove: { type: 'burst-on', corridor: null } })]);
    expect(refusal(killed.state, 0, { type: 'pass', discard: [] }).message).toMatch(/Continuous Fire/);
    const { state, events } = when(killed.state, 0, { type: 'burst-on', corridor });
    expect(events).toContainEqual({ type: 'ammo-spent', seat: 0, item: 'bf-gun', left: 'half' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'burst', weapon: 'bf-gun', corridor }));
    expect(state.continuousFire).toBeNull();
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('given no card discarded and no Burst, then nothing is hit and the card is the action', () => {
    const { s, corridor } = table();
    const first = when(s, 0, { type: 'play-card', card: CF, target: corridor });
    expect(first.state.allocation).toBeNull();
    const { state } = when(first.state, 0, { type: 'burst-on', corridor: null });
    expect(state.intruders).toHaveLength(1);
    expect(state.players[0].itemGear['bf-gun'][0]).toEqual({ token: 'ammo', half: false });
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('given an empty BF Gun, or the card paying for itself, then it is refused', () => {
    const { s, corridor } = table();
    expect(refusal(s, 0, { type: 'play-card', card: CF, target: corridor, pay: [CF] }).message).toMatch(/itself/);
    s.players[0].itemGear['bf-gun'] = [null, null];
    expect(refusal(s, 0, { type: 'play-card', card: CF, target: corridor }).message).toMatch(/Ammo on the BF Gun/);
  });
});
