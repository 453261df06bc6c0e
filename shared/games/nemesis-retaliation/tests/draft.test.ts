/** The drafts and the start of the game (digest §3.D-3.G, §6.1). */
import { describe, expect, it } from 'vitest';
import { applyMove, setupGame } from '../../../engine';
import { characterOf, LANDING_ZONE } from '../data';
import { nemesisRetaliation } from '../index';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import type { RetaliationState } from '../state';
import { refusal } from '../testing/given';

function start(seats: number, seed = 'draft') {
  const r = setupGame<RetaliationState>(nemesisRetaliation, { config: {}, seats, seed, startedAt: 0 });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}
function play(s: RetaliationState, seat: number, move: unknown) {
  const r = applyMove<RetaliationState>(nemesisRetaliation, s, seat, move, 1);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}
const awaitedSeat = (s: RetaliationState) => prompts(s)[0].seat;

/** Plays the character draft, keeping `pick(offer)` each time (default the first card). */
function draftCharacters(s: RetaliationState, pick: (offer: string[]) => string = (o) => o[0]) {
  while (s.phase === 'character-draft') s = play(s, awaitedSeat(s), { type: 'choose-character', character: pick(s.characterDraft!.offer) });
  return s;
}

describe('Character draft (S1, 3.D.3, 3.E)', () => {
  it('given 3 players, then they choose in player-number order 1, 2, 3, each from 2 dealt cards, and others may not move', () => {
    let s = start(3);
    const numbers: number[] = [];
    while (s.phase === 'character-draft') {
      const seat = awaitedSeat(s);
      numbers.push(s.players[seat].playerNumber);
      expect(s.characterDraft!.offer).toHaveLength(2);
      const other = (seat + 1) % 3;
      expect(refusal(s, other, { type: 'choose-character', character: s.characterDraft!.offer[0] }).code).toBe('move/not-your-turn');
      s = play(s, seat, { type: 'choose-character', character: s.characterDraft!.offer[1] });
    }
    expect(numbers).toEqual([1, 2, 3]);
  });

  it('given a kept character, then its board is set: health on the first slot, oxygen 7, in the Landing Zone, 10 cards, its items loaded with Full Ammo', () => {
    const s = draftCharacters(start(2));
    for (const p of s.players) {
      const data = characterOf(p.character!);
      expect(p).toMatchObject({ health: 0, oxygen: 7, space: LANDING_ZONE });
      expect(p.deck.slice().sort()).toEqual(data.actionDeck.slice().sort());
      for (const item of data.characterItems) expect([...p.hands, p.armor]).toContain(item);
      for (const slots of Object.values(p.itemGear)) for (const g of slots) if (g) expect(g).toEqual({ token: 'ammo', half: false });
    }
  });

  it('given an offer, when a card not dealt is asked for, then it is refused and nothing changes', () => {
    const s = start(2);
    const other = ['recon', 'officer', 'contractor', 'medical-support'].find((c) => !s.characterDraft!.offer.includes(c))!;
    expect(refusal(s, awaitedSeat(s), { type: 'choose-character', character: other }).code).toBe('move/illegal');
  });
});

describe('Support equipment, belts and the first turn (S2, S4, 3.F-3.G)', () => {
  it('given the drafted characters, then non-Contractors take support cards from the highest player number down; Contractors do not', () => {
    const s = draftCharacters(start(4, 'support'), (o) => (o.includes('contractor') ? 'contractor' : o[0]));
    const order = s.supportDraft!.order;
    expect(order.every((seat) => !characterOf(s.players[seat].character!).contractor)).toBe(true);
    const numbers = order.map((seat) => s.players[seat].playerNumber);
    expect(numbers).toEqual(numbers.slice().sort((a, b) => b - a));
  });

  it('given the support draft and belts, then each player draws 5, player 1 starts, and the leftovers stay beside the item decks', () => {
    let s = draftCharacters(start(3, 'belts'));
    while (s.phase === 'support-draft') s = play(s, awaitedSeat(s), { type: 'choose-support', item: s.supportDraft!.offer[0] });
    expect(s.decks.supportLeftovers.length).toBe(7 - s.players.filter((p) => !characterOf(p.character!).contractor).length);
    const beltSeats: number[] = [];
    while (s.phase === 'belts') {
      const seat = awaitedSeat(s);
      beltSeats.push(s.players[seat].playerNumber);
      expect(legalMoves(s, seat)).toContainEqual({ type: 'choose-belt', tokens: ['ammo', 'grenade', 'oxygen', 'medpack'] });
      s = play(s, seat, { type: 'choose-belt', tokens: ['ammo', 'grenade', 'oxygen', 'medpack'] });
    }
    expect(beltSeats).toEqual([3, 2, 1]);
    expect(s.players.every((p) => p.hand.length === 5)).toBe(true);
    expect(s.players[s.startPlayer!].playerNumber).toBe(1);
    expect(s.turn).toEqual({ seat: s.startPlayer, actions: 0 });
    expect(s.players[0].belt).toEqual(['ammo', 'grenade', 'oxygen', 'medpack'].map((token) => ({ token, half: false })));
  });

  it('given an empty Ammo supply (component limit, example 4), then no belt with Ammo is offered', () => {
    let s = draftCharacters(start(2, 'limit'));
    while (s.phase === 'support-draft') s = play(s, awaitedSeat(s), { type: 'choose-support', item: s.supportDraft!.offer[0] });
    s = structuredClone(s);
    s.gearSupply.ammo = 0;
    const belts = legalMoves(s, awaitedSeat(s)).map((m) => (m as { tokens: string[] }).tokens);
    expect(belts.length).toBeGreaterThan(0);
    expect(belts.some((t) => t.includes('ammo'))).toBe(false);
    expect(refusal(s, awaitedSeat(s), { type: 'choose-belt', tokens: ['ammo', 'ammo', 'ammo', 'ammo'] }).code).toBe('move/illegal');
  });
});
