/**
 * The Bayonet's hand slot ("You may hold this Item in the same Hand slot as a Ranged Weapon", data items.json) and the
 * second shot of the Assault Rifle and the Gatling Gun, offered after the basic Shoot or Burst action only (a card's
 * Shoot or Burst resolves the card's own text: the reading this project's brief gives).
 */
import { describe, expect, it } from 'vitest';
import { handsFit } from '../rules/equipment';
import { canTakeEgg } from '../rules/rooms-supply';
import { overfullHands } from '../rules/wound-arm';
import type { GearSlot } from '../state';
import { cardsOf, faced, given, seekRoll, when } from '../testing/given';

const full: GearSlot = { token: 'ammo', half: false };

describe('Bayonet', () => {
  it('given a rifle and a Gatling Gun in both hands, then a Bayonet still fits (beside the rifle), but an egg does not', () => {
    const s = given({ rooms: { 'a-r04': 'nest' }, players: { 0: { hands: { 'assault-rifle': [full], 'gatling-gun': [full, full] } } } });
    expect(handsFit(s, 0, ['bayonet'])).toBe(true);
    expect(handsFit(s, 0, ['intruder-egg'])).toBe(false);
    expect(canTakeEgg(s, 0)).toBe(false);
  });

  it('given a Bayonet and a rifle in hand, then the other hand is still free (an egg can be taken); without a ranged weapon the Bayonet fills its own slot', () => {
    const armed = given({ players: { 0: { hands: { bayonet: [], 'assault-rifle': [full] } } } });
    expect(canTakeEgg(armed, 0)).toBe(true);
    expect(handsFit(armed, 0, ['intruder-egg', 'gatling-gun'])).toBe(false);
    const melee = given({ players: { 0: { hands: { bayonet: [], 'tactical-hatchet': [] } } } });
    expect(canTakeEgg(melee, 0)).toBe(false);
  });

  it('given an Arm wound (1 hand slot) and a rifle with a Bayonet, then nothing has to be discarded', () => {
    const s = given({ players: { 0: { hands: { bayonet: [], 'assault-rifle': [full] } } } });
    s.players[0].seriousWounds = ['arm-1'];
    expect(overfullHands(s)).toBeNull();
    s.players[0].hands = ['bayonet', 'tactical-hatchet'];
    expect(overfullHands(s)).toBe(0);
  });
});

describe('Second shot only after the basic action', () => {
  it('given a rifle reloaded by Fast Reload, when the card\'s Shoot leaves the Adult alive, then no second Shoot is offered (the basic Shoot would offer one)', () => {
    const table = () => given({ intruders: [{ type: 'adult', where: 'landing-zone' }], players: { 0: { hand: ['heavy-gun-operator--fast-reload', ...given().players[0].hand], hands: { 'assault-rifle': [null] }, belt: [full, null, null, null] } } });
    const s = table();
    const target = s.intruders[0].id;
    const card = seekRoll(s, 0, { type: 'play-card', card: 'heavy-gun-operator--fast-reload', target: 'assault-rifle', choice: `shoot:${target}` }, faced('5'));
    expect(card.state.intruders).toHaveLength(1);
    expect(card.state.again ?? null).toBeNull();
    const basic = table();
    basic.players[0].itemGear['assault-rifle'] = [full];
    const shot = seekRoll(basic, 0, { type: 'shoot', weapon: 'assault-rifle', target, pay: cardsOf(basic, 0, 1) }, faced('5'));
    expect(shot.state.again).toEqual({ seat: 0, weapon: 'assault-rifle', target });
  });

  it('given a Gatling Gun fired by Fast Reload\'s Burst into an empty corridor, then no second Burst is offered', () => {
    const s = given({ players: { 0: { hand: ['heavy-gun-operator--fast-reload', ...given().players[0].hand], hands: { 'gatling-gun': [null, null] }, belt: [full, null, null, null] } } });
    const { state } = when(s, 0, { type: 'play-card', card: 'heavy-gun-operator--fast-reload', target: 'gatling-gun', choice: 'burst:cp-a-r04--landing-zone' });
    expect(state.again ?? null).toBeNull();
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });
});
