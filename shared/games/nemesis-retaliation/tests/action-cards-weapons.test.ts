/** Action cards built on a ranged weapon: Forcing Fire, Fast Reload. */
import { describe, expect, it } from 'vitest';
import { corridorsOf } from '../rules/board';
import { given, refusal, when } from '../testing/given';

const LZ = 'landing-zone';
const loaded = { 'assault-rifle': [{ token: 'ammo' as const, half: false }] };
const empty = { 'assault-rifle': [null] };
const ammo = { token: 'ammo' as const, half: false };

describe('Forcing Fire', () => {
  it('given an Adult in your room, when Forcing Fire spends Ammo, then the Adult is pushed into a corridor around the room', () => {
    const s = given({ intruders: [{ type: 'adult', where: LZ }], players: { 0: { hand: ['heavy-gun-operator--forcing-fire'], hands: loaded } } });
    const { state, events } = when(s, 0, { type: 'play-card', card: 'heavy-gun-operator--forcing-fire', choice: 'assault-rifle' });
    expect(corridorsOf(state, LZ)).toContain(state.intruders[0].where);
    expect(events).toContainEqual({ type: 'ammo-spent', seat: 0, item: 'assault-rifle', left: 'half' });
  });

  it('given no intruder in the room, or no Ammo, then it is refused', () => {
    const calm = given({ players: { 0: { hand: ['heavy-gun-operator--forcing-fire'], hands: loaded } } });
    expect(refusal(calm, 0, { type: 'play-card', card: 'heavy-gun-operator--forcing-fire', choice: 'assault-rifle' }).message).toMatch(/no intruder/);
    const dry = given({ intruders: [{ type: 'adult', where: LZ }], players: { 0: { hand: ['heavy-gun-operator--forcing-fire'], hands: empty } } });
    expect(refusal(dry, 0, { type: 'play-card', card: 'heavy-gun-operator--forcing-fire', choice: 'assault-rifle' }).message).toMatch(/Ammo/);
  });
});

describe('Fast Reload', () => {
  it('given an empty rifle and an Ammo token on the belt, when Fast Reload shoots an Adult, then the rifle is loaded and fires', () => {
    const s = given({ intruders: [{ type: 'adult', where: LZ }], players: { 0: { hand: ['heavy-gun-operator--fast-reload'], hands: empty, belt: [ammo, null, null, null] } } });
    const target = s.intruders[0].id;
    const { state, events } = when(s, 0, { type: 'play-card', card: 'heavy-gun-operator--fast-reload', target: 'assault-rifle', choice: `shoot:${target}` });
    expect(state.players[0].belt[0]).toBeNull();
    expect(events).toContainEqual(expect.objectContaining({ type: 'shot', weapon: 'assault-rifle', target }));
    expect(state.players[0].itemGear['assault-rifle'][0]).not.toBeNull();
  });

  it('given a corridor around you, when Fast Reload bursts into it, then the new Ammo is spent to Half', () => {
    const s = given({ players: { 0: { hand: ['heavy-gun-operator--fast-reload'], hands: empty, belt: [ammo, null, null, null] } } });
    const corridor = corridorsOf(s, LZ)[0];
    const { state, events } = when(s, 0, { type: 'play-card', card: 'heavy-gun-operator--fast-reload', target: 'assault-rifle', choice: `burst:${corridor}` });
    expect(events).toContainEqual(expect.objectContaining({ type: 'burst', weapon: 'assault-rifle', corridor }));
    expect(state.players[0].itemGear['assault-rifle'][0]).toEqual({ token: 'ammo', half: true });
  });

  it('given a full rifle, then there is no slot to reload and it is refused', () => {
    const s = given({ players: { 0: { hand: ['heavy-gun-operator--fast-reload'], hands: loaded, belt: [ammo, null, null, null] } } });
    expect(refusal(s, 0, { type: 'play-card', card: 'heavy-gun-operator--fast-reload', target: 'assault-rifle', choice: `burst:${corridorsOf(s, LZ)[0]}` }).message).toMatch(/free ammo slot/);
  });
});
