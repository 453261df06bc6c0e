/**
 * The drafts and the start of the game (digest §3.D-3.G, §6.1): S1 character draft in player-number order (2 dealt,
 * 1 kept and revealed, the other back unseen and the deck reshuffled); character setup; S2 support equipment for
 * non-Contractors from the highest player number down (the leftovers stay by the item decks, usable in play); S4 the
 * 4 tactical-belt tokens in descending player number (Contractors too, reading 12.7); 5-card hands; player 1 starts.
 */
import type { Rng, Seat } from '../../../engine';
import { characterOf, LANDING_ZONE } from '../data';
import type { RetaliationEvent } from '../events';
import type { RetaliationState, TacticalToken } from '../state';
import { drawCards, HAND_SIZE } from './cards';
import { gainItem, takeFromSupply } from './equipment';
import { startRound } from './turns';

const byNumberDesc = (s: RetaliationState) =>
  Array.from({ length: s.seats }, (_, seat) => seat).sort((a, b) => s.players[b].playerNumber - s.players[a].playerNumber);

/** 3.E: the character board, its action deck and items, the miniature in the Landing Zone. */
function setupCharacter(s: RetaliationState, seat: Seat, character: string, rng: Rng): void {
  const p = s.players[seat];
  const data = characterOf(character);
  Object.assign(p, { character, space: LANDING_ZONE, health: 0, oxygen: data.startingOxygen, deck: rng.shuffle(data.actionDeck) });
  for (const item of data.characterItems) gainItem(s, seat, item);
}

export function pickCharacter(s: RetaliationState, seat: Seat, character: string, rng: Rng): RetaliationEvent[] {
  const draft = s.characterDraft!;
  draft.deck = rng.shuffle([...draft.deck, ...draft.offer.filter((c) => c !== character)]);
  draft.offer = [];
  setupCharacter(s, seat, character, rng);
  const events: RetaliationEvent[] = [{ type: 'character-chosen', seat, character }];
  draft.next += 1;
  if (draft.next < draft.order.length) {
    draft.offer = draft.deck.splice(0, 2);
    return [...events, { type: 'draft-offered', seat: draft.order[draft.next], characters: draft.offer.slice() }];
  }
  s.characterDraft = null;
  const support = s.supportDraft!;
  support.order = byNumberDesc(s).filter((x) => characterOf(s.players[x].character!).supportEquipmentDraft);
  s.phase = 'support-draft';
  return [...events, ...(support.order.length ? [] : endSupportDraft(s))];
}

function endSupportDraft(s: RetaliationState): RetaliationEvent[] {
  s.decks.supportLeftovers = s.supportDraft!.offer;
  s.supportDraft = null;
  s.phase = 'belts';
  s.beltOrder = byNumberDesc(s);
  return [];
}

export function pickSupport(s: RetaliationState, seat: Seat, item: string): RetaliationEvent[] {
  const support = s.supportDraft!;
  support.offer = support.offer.filter((i) => i !== item);
  gainItem(s, seat, item);
  support.next += 1;
  const events: RetaliationEvent[] = [{ type: 'support-taken', seat, item }];
  return support.next < support.order.length ? events : [...events, ...endSupportDraft(s)];
}

/** The belt picks a supply can still give, as sorted multisets of 4. */
export function beltOptions(s: RetaliationState): TacticalToken[][] {
  const kinds: TacticalToken[] = ['ammo', 'grenade', 'oxygen', 'medpack'];
  const out: TacticalToken[][] = [];
  const pick = (from: number, chosen: TacticalToken[]) => {
    if (chosen.length === 4) return void out.push(chosen);
    for (let k = from; k < kinds.length; k++) {
      const next = [...chosen, kinds[k]];
      if (next.filter((t) => t === kinds[k]).length <= s.gearSupply[kinds[k]]) pick(k, next);
    }
  };
  pick(0, []);
  return out;
}

export function pickBelt(s: RetaliationState, seat: Seat, tokens: TacticalToken[], rng: Rng): RetaliationEvent[] {
  s.players[seat].belt = tokens.map((t) => takeFromSupply(s, t));
  s.beltOrder.shift();
  const events: RetaliationEvent[] = [{ type: 'belt-filled', seat, tokens: tokens.slice() }];
  if (s.beltOrder.length) return events;
  for (let x = 0; x < s.seats; x++) events.push(...drawCards(s, x, HAND_SIZE, rng));
  s.startPlayer = s.players.findIndex((p) => p.playerNumber === 1);
  events.push({ type: 'game-started', startPlayer: s.startPlayer });
  return [...events, ...startRound(s)];
}
