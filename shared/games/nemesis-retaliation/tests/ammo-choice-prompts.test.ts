/**
 * §6.2 for the shots asked after a card or a weapon text, and for Panic: the answer names the Ammo token spent
 * (`ammo`) when the tokens it draws from hold both a Half and a Full one; listed only then; unnamed (and on a
 * time-out), a Half goes first as before.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import { corridorsOf } from '../rules/board';
import { resolveEventCard } from '../rules/round';
import type { GearSlot, RetaliationState } from '../state';
import { faced, given, refusal, seekRoll, when } from '../testing/given';

const LZ = 'landing-zone';
const half: GearSlot = { token: 'ammo', half: true };
const full: GearSlot = { token: 'ammo', half: false };
const kindsListed = (s: RetaliationState, seat: number, type: string) => legalMoves(s, seat).filter((m) => m.type === type).map((m) => (m as { ammo?: string }).ammo);

describe('Continuous Fire: the BF Gun\'s Burst (burst-on)', () => {
  const CF = 'heavy-gun-operator--continuous-fire';
  const opened = (slots: GearSlot[]) => {
    const s = given({ players: { 0: { hand: [CF], hands: { 'bf-gun': slots } } } });
    return when(s, 0, { type: 'play-card', card: CF, target: corridorsOf(s, LZ)[0] }).state;
  };

  it('given a Half and a Full token on the BF Gun, when it bursts on naming the Full one, then the Full turns Half', () => {
    const s = opened([half, full]);
    const corridor = corridorsOf(s, LZ)[0];
    expect(legalMoves(s, 0)).toContainEqual({ type: 'burst-on', corridor, ammo: 'full' });
    expect(legalMoves(s, 0)).not.toContainEqual({ type: 'burst-on', corridor: null, ammo: 'full' });
    expect(when(s, 0, { type: 'burst-on', corridor, ammo: 'full' }).state.players[0].itemGear['bf-gun']).toEqual([half, half]);
    expect(when(s, 0, { type: 'burst-on', corridor }).state.players[0].itemGear['bf-gun']).toEqual([null, full]);
  });

  it('given two Full tokens, then no token is named, and naming a Half is refused', () => {
    const s = opened([full, full]);
    expect(kindsListed(s, 0, 'burst-on').every((k) => k === undefined)).toBe(true);
    expect(refusal(s, 0, { type: 'burst-on', corridor: corridorsOf(s, LZ)[0], ammo: 'half' }).message).toBe('There is no Half Ammo token to spend: name the Full one, or none.');
  });
});

describe('Fire at Will: the commander names each ordered Burst\'s token (order-burst)', () => {
  it('given the Officer\'s Drum Mag Rifle holding a Half and a Full token, when the order names the Full one, then it turns Half', () => {
    const s = given({ players: { 0: { hand: ['officer--fire-at-will'], hands: { 'drum-mag-rifle': [half, full, null] } } } });
    const opened = when(s, 0, { type: 'play-card', card: 'officer--fire-at-will', option: 1, target: LZ }).state;
    const corridor = corridorsOf(s, LZ)[0];
    expect(legalMoves(opened, 0)).toContainEqual({ type: 'order-burst', weapon: 'drum-mag-rifle', corridor, ammo: 'full' });
    const { state } = when(opened, 0, { type: 'order-burst', weapon: 'drum-mag-rifle', corridor, ammo: 'full' });
    expect(state.players[0].itemGear['drum-mag-rifle']).toEqual([half, half, null]);
  });
});

describe('the Assault Rifle\'s second shot (fire-again): the token its Ammo loss spends', () => {
  // The rifle's own single token pays the second shot; a Half gone, an Ammo loss then draws on the Autoloader Belt.
  const table = (own: GearSlot, belt: GearSlot[]) =>
    given({ intruders: [{ type: 'adult', where: LZ, hits: 0 }], players: { 0: { hands: { 'assault-rifle': [own] }, armor: 'autoloader-belt' } } });
  const firstShot = (own: GearSlot, belt: GearSlot[]) => {
    const s = table(own, belt);
    s.players[0].itemGear['autoloader-belt'] = belt;
    const adult = s.intruders[0].id;
    // A first shot that neither kills nor loses Ammo leaves the second shot to decide.
    return seekRoll(s, 0, { type: 'shoot', weapon: 'assault-rifle', target: adult, pay: s.players[0].hand.slice(0, 1) }, (_e, after) => after.again !== null && after.again !== undefined && JSON.stringify(after.players[0].itemGear['assault-rifle'][0]) === JSON.stringify(own)).state;
  };

  it('given a Half on the rifle and a Half and a Full on the Autoloader Belt, then the second shot may name the belt\'s token; naming the Full, an Ammo loss turns it Half', () => {
    const s = firstShot(half, [half, full]);
    expect(kindsListed(s, 0, 'fire-again')).toEqual([undefined, undefined, 'half', 'full']);
    const { state } = seekRoll(s, 0, { type: 'fire-again', go: true, ammo: 'full' }, faced('ammo-loss'));
    expect(state.players[0].itemGear['assault-rifle']).toEqual([null]);
    expect(state.players[0].itemGear['autoloader-belt']).toEqual([half, half]);
  });

  it('given a Full on the rifle, then its Ammo loss spends the rifle\'s own token: nothing to name', () => {
    const s = firstShot(full, [half, full]);
    expect(kindsListed(s, 0, 'fire-again')).toEqual([undefined, undefined]);
    expect(refusal(s, 0, { type: 'fire-again', go: true, ammo: 'full' }).message).toBe('There is no Full Ammo token to spend: name the Half one, or none.');
    expect(refusal(s, 0, { type: 'fire-again', go: false, ammo: 'half' }).message).toBe('Nothing here spends an Ammo token from a weapon: name none.');
  });
});

describe('Panic (panic-choice): the token spent', () => {
  const panicking = (slots: GearSlot[]) => {
    const s = given({ intruders: [{ type: 'adult', where: LZ }], players: { 0: { hands: { 'drum-mag-rifle': slots } } } });
    s.decks.events = ['panic', ...s.decks.events.filter((e) => e !== 'panic')];
    s.turn = null;
    resolveEventCard(s, new Rng(s.rng));
    return s;
  };

  it('given a Half and a Full token, when the answer names the Full one, then it turns Half; the time-out spends as before', () => {
    const s = panicking([half, full, null]);
    expect(legalMoves(s, 0)).toEqual([
      { type: 'panic-choice', weapon: null },
      { type: 'panic-choice', weapon: 'drum-mag-rifle' },
      { type: 'panic-choice', weapon: 'drum-mag-rifle', ammo: 'half' },
      { type: 'panic-choice', weapon: 'drum-mag-rifle', ammo: 'full' },
    ]);
    expect(when(s, 0, { type: 'panic-choice', weapon: 'drum-mag-rifle', ammo: 'full' }).state.players[0].itemGear['drum-mag-rifle']).toEqual([half, half, null]);
    expect(prompts(s)[0].timeoutMove).toEqual({ type: 'panic-choice', weapon: null });
  });

  it('given only Half tokens, then no token is named, and naming the Full one is refused', () => {
    const s = panicking([half, half, null]);
    expect(kindsListed(s, 0, 'panic-choice')).toEqual([undefined, undefined]);
    expect(refusal(s, 0, { type: 'panic-choice', weapon: 'drum-mag-rifle', ammo: 'full' }).message).toBe('There is no Full Ammo token to spend: name the Half one, or none.');
    expect(refusal(s, 0, { type: 'panic-choice', weapon: null, ammo: 'half' }).message).toBe('Nothing here spends an Ammo token from a weapon: name none.');
  });
});
