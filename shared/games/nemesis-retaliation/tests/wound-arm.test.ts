/** The Arm serious wound (data serious-wounds.json): one hand slot; holding two hand items forces a discard at once. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import { keepable } from '../rules/action-cards';
import { attack } from '../rules/attack';
import { canTakeEgg, keepChoices } from '../rules/rooms-supply';
import type { RetaliationState } from '../state';
import { cardsOf, given, refusal, when } from '../testing/given';

const loaded = [{ token: 'ammo' as const, half: false }];

/** Seat 1 (not the seat whose turn it is) holds two hand items; an Adult's Bite gives it the Arm wound on top of the deck. */
function bittenInTheArm(): RetaliationState {
  const s = given({ players: { 1: { hands: { 'hand-cannon': loaded, 'assault-shotgun': [] } } } });
  const arm = s.decks.seriousWounds.find((w) => w.startsWith('arm-'))!;
  s.decks.seriousWounds = [arm, ...s.decks.seriousWounds.filter((w) => w !== arm)];
  s.decks.attacks = ['bite', ...s.decks.attacks.filter((c) => c !== 'bite')];
  attack(s, 1, { id: 'i-9', type: 'adult', where: s.players[1].space!, hits: 0 }, Rng.fromSeed('arm'));
  return s;
}

describe('Arm serious wound', () => {
  it('given two hand items, when the Arm wound is gained, then that seat alone is asked to discard one of them', () => {
    const s = bittenInTheArm();
    expect(s.players[1].seriousWounds[0]).toMatch(/^arm-/);
    expect(prompts(s)).toEqual([
      expect.objectContaining({ seat: 1, kind: 'discard-hand-item', mode: 'turn', timeoutMove: { type: 'discard-item', item: 'hand-cannon' } }),
    ]);
    expect(legalMoves(s, 1)).toEqual([
      { type: 'discard-item', item: 'hand-cannon' },
      { type: 'discard-item', item: 'assault-shotgun' },
    ]);
    expect(legalMoves(s, 0)).toEqual([]);
    expect(refusal(s, 0, { type: 'pass', discard: [] }).code).toBe('move/not-your-turn');
  });

  it('given the discard is awaited, when anything else is tried, then it is refused with a sentence and nothing changes', () => {
    const s = bittenInTheArm();
    const before = structuredClone(s);
    expect(refusal(s, 1, { type: 'pass', discard: [] }).message).toMatch(/discard one of the items in your hands/);
    s.players[1].backpack.push('flashbang');
    expect(refusal(s, 1, { type: 'discard-item', item: 'flashbang' }).message).toMatch(/items in your hands/);
    s.players[1].backpack.pop();
    expect(s).toEqual(before);
  });

  it('when the player discards the shotgun, then the cannon stays with its ammo and the turn goes back to seat 0', () => {
    const { state, events } = when(bittenInTheArm(), 1, { type: 'discard-item', item: 'assault-shotgun' });
    expect(events).toContainEqual({ type: 'item-discarded', seat: 1, item: 'assault-shotgun' });
    expect(state.players[1].hands).toEqual(['hand-cannon']);
    expect(state.players[1].itemGear['hand-cannon']).toEqual(loaded);
    expect(prompts(state)).toEqual([expect.objectContaining({ seat: 0, kind: 'turn' })]);
  });

  it('when the time runs out, then the time-out move discards the first item in the hands', () => {
    const s = bittenInTheArm();
    const timeout = prompts(s)[0].timeoutMove as { type: 'discard-item'; item: string };
    const { state } = when(s, 1, timeout);
    expect(state.players[1].hands).toEqual(['assault-shotgun']);
  });

  it('given the Arm wound and one hand item, then no second hand item can be kept, drawn, or taken as an egg', () => {
    const { state: s } = when(bittenInTheArm(), 1, { type: 'discard-item', item: 'assault-shotgun' });
    s.turn = { seat: 1, actions: 0 };
    s.search = { seat: 1, cards: ['fire-extinguisher-1', 'flashbang'] };
    expect(keepable(s)).toEqual(['flashbang']);
    s.search = null;
    s.roomDraw = { seat: 1, cards: ['gatling-gun', 'flashbang'], keep: 1 };
    expect(keepChoices(s)).toEqual([[], ['flashbang']]);
    s.roomDraw = null;
    s.eggs = 1;
    expect(canTakeEgg(s, 1)).toBe(false);
    const unwounded = given({ players: { 1: { hands: { 'hand-cannon': loaded } } } });
    unwounded.eggs = 1;
    expect(canTakeEgg(unwounded, 1)).toBe(true);
    unwounded.search = { seat: 1, cards: ['fire-extinguisher-1', 'flashbang'] };
    expect(keepable(unwounded)).toEqual(['fire-extinguisher-1', 'flashbang']);
  });

  it('given seat 1 has the Arm wound and one hand item, then a second one offered in a trade does not fit and cannot be sent', () => {
    const s = given({ seats: 2, players: { 0: { hands: { 'assault-rifle': [null] } }, 1: { hands: { carbine: [null] } } } });
    s.players[1].seriousWounds = ['arm-1'];
    const composing = when(s, 0, { type: 'trade', with: 1, pay: cardsOf(s, 0, 1) }, { type: 'trade-add', thing: 'assault-rifle', side: 'give' }).state;
    expect(legalMoves(composing, 0)).not.toContainEqual({ type: 'trade-send' });
    expect(refusal(composing, 0, { type: 'trade-send' }).message).toMatch(/does not fit/);
    // Without the wound the same gift fits in the second hand.
    const whole = given({ seats: 2, players: { 0: { hands: { 'assault-rifle': [null] } }, 1: { hands: { carbine: [null] } } } });
    const sent = when(whole, 0, { type: 'trade', with: 1, pay: cardsOf(whole, 0, 1) }, { type: 'trade-add', thing: 'assault-rifle', side: 'give' });
    expect(legalMoves(sent.state, 0)).toContainEqual({ type: 'trade-send' });
  });
});
