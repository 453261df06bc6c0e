/**
 * Free use on gain (data `freeUseOnGain`: Ammo, Grenade, Medpack, Oxygen Tank) and the armor texts read beyond
 * intruder attacks: Heavy Armor's owner-chosen setting, Biohazard Armor on every Contamination card.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import { attack } from '../rules/attack';
import { gainContamination } from '../rules/cards';
import type { RetaliationState } from '../state';
import { view } from '../view';
import { given, refusal, when } from '../testing/given';
import { hold } from './items-hold';

/** Seat 0 plays Search in Life Support Control B with `green` on top of the green deck, and keeps it. */
function searchedFor(green: string, health = 0) {
  const s = given({ rooms: { 'b-r01': 'life-support-control-b' }, players: { 0: { space: 'b-r01', hand: ['recon--search', 'recon--sprint'], health } } });
  s.decks.items.green = [green, ...s.decks.items.green.filter((c) => c !== green)];
  return when(s, 0, { type: 'play-card', card: 'recon--search' }, { type: 'keep-item', item: green }).state;
}

describe('Free use on gain', () => {
  it('given a Medpack card found, then its player may use it at once without an action, or keep it (what a time-out does)', () => {
    const s = searchedFor('medpack-1', 3);
    expect(s.gained).toEqual({ seat: 0, items: ['medpack-1'], after: 0 });
    expect(s.turn).toEqual({ seat: 0, actions: 0 });
    const [prompt] = prompts(s);
    expect(prompt).toEqual(expect.objectContaining({ seat: 0, kind: 'use-on-gain', timeoutMove: { type: 'use-on-gain', option: null } }));
    expect(legalMoves(s, 0)).toEqual([
      { type: 'use-on-gain', option: null },
      { type: 'use-on-gain', item: 'medpack-1', option: 0 },
      { type: 'use-on-gain', item: 'medpack-1', option: 1, target: 'belt' },
    ]);
    const { state, events } = when(s, 0, { type: 'use-on-gain', item: 'medpack-1', option: 0 });
    expect(state.players[0].health).toBe(1);
    expect(state.players[0].backpack).toEqual([]);
    expect(events).toContainEqual({ type: 'item-used', seat: 0, item: 'medpack', option: 0, on: null });
    // The Search is the action; the free use adds none.
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
    expect(state.gained).toBeNull();
  });

  it('given a card that is not used on gain, then its player is asked the same way and may only keep it (the backpack stays private)', () => {
    const s = searchedFor('stimulants-1');
    expect(prompts(s)[0].message).toBe(prompts(searchedFor('medpack-1'))[0].message);
    expect(legalMoves(s, 0)).toEqual([{ type: 'use-on-gain', option: null }]);
    expect(refusal(s, 0, { type: 'use-on-gain', item: 'stimulants-1', option: 0 }).message).toMatch(/keep this one/);
    expect(view(s, 1).players[0]).not.toHaveProperty('gained');
    const kept = when(s, 0, { type: 'use-on-gain', option: null }).state;
    expect(kept.players[0].backpack).toEqual(['stimulants-1']);
    expect(kept.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('given an Ammo card received in a trade, then the partner may gain its token at once (FAQ: a traded item is gained)', () => {
    const s = hold(given({ players: { 0: { belt: [null, null, null, null] }, 1: { belt: [null, null, null, null] } } }), 0, 'ammo-1');
    const hand = s.players[0].hand.filter((c) => !c.startsWith('contamination')).slice(0, 1);
    const asked = when(s, 0, { type: 'trade', with: 1, pay: hand }, { type: 'trade-add', thing: 'ammo-1', side: 'give' }, { type: 'trade-send' }).state;
    const traded = when(asked, 1, { type: 'answer-trade', accept: true }).state;
    expect(traded.gained).toEqual({ seat: 1, items: ['ammo-1'], after: 0 });
    const { state } = when(traded, 1, { type: 'use-on-gain', item: 'ammo-1', option: 0, target: 'belt' });
    expect(state.players[1].belt).toContainEqual({ token: 'ammo', half: false });
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });
});

/** An Adult's Bite (a serious wound) on seat 0 wearing Heavy Armor with `health` slots lost. */
function bitten(health: number, setting?: 'always' | 'unless-fatal' | 'never') {
  const s: RetaliationState = given({ players: { 0: { armor: 'heavy-armor', health } } });
  if (setting) s.players[0].heavyArmor = setting;
  const top = s.decks.attacks.find((c) => c === 'bite' || c.startsWith('bite-'))!;
  s.decks.attacks = [top, ...s.decks.attacks.filter((c) => c !== top)];
  attack(s, 0, { id: 'i-9', type: 'adult', where: 'landing-zone', hits: 0 }, Rng.fromSeed('armor'));
  return s.players[0];
}

describe('Heavy Armor: the owner chooses', () => {
  it('given the owner’s setting, when a serious wound comes, then it is 2 HP (always, or unless that kills) or the wound (never)', () => {
    expect(bitten(0).seriousWounds).toEqual([]);
    expect(bitten(0, 'never').seriousWounds).toHaveLength(1);
    expect(bitten(0, 'always').health).toBeGreaterThan(0);
    expect(bitten(0, 'always').seriousWounds).toEqual([]);
  });

  it('given Heavy Armor worn, then its owner changes the setting for free on its turn, publicly; without it the move is refused', () => {
    const s = given({ players: { 0: { armor: 'heavy-armor' } } });
    expect(legalMoves(s, 0)).toContainEqual({ type: 'set-heavy-armor', setting: 'never' });
    const { state, events } = when(s, 0, { type: 'set-heavy-armor', setting: 'never' });
    expect(state.players[0].heavyArmor).toBe('never');
    expect(view(state, 1).players[0].heavyArmor).toBe('never');
    expect(events).toEqual([{ type: 'heavy-armor-set', seat: 0, setting: 'never' }]);
    expect(state.turn).toEqual({ seat: 0, actions: 0 });
    expect(refusal(given(), 0, { type: 'set-heavy-armor', setting: 'never' }).message).toMatch(/Heavy Armor/);
  });
});

describe('Biohazard Armor beyond intruder attacks', () => {
  it('given Biohazard Armor, when any effect gives a Contamination card (an event, a wound, a melee), then 1 HP is lost instead', () => {
    const s = given({ players: { 0: { armor: 'biohazard-armor' } } });
    const deck = s.decks.contamination.length;
    const events = gainContamination(s, 0, 1);
    expect(s.decks.contamination).toHaveLength(deck);
    expect(s.players[0].health).toBe(1);
    expect(events).toContainEqual({ type: 'item-used', seat: 0, item: 'biohazard-armor', option: 0, on: null });
  });
});
