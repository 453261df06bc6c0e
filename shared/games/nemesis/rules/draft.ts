/**
 * The character draft (setup step 17): in player-number order each player is shown two draft cards, keeps one and the
 * other is shuffled back. After the last pick every character is put in the Hibernatorium with its components
 * (step 18) and round 1 begins.
 */
import type { Rng, Seat } from '../../../engine';
import { actionDeckOf, characterById, startingWeaponById, type CharacterId } from '../data';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { boardOf } from './board';
import { startPlayerPhase } from './round';

export function offerDraft(s: NemesisState, _rng: Rng, events: NemesisEvent[] = []): void {
  const d = s.draft!;
  d.offer = d.deck.splice(0, 2);
  events.push({ type: 'draft-offered', seat: d.order[d.next], characters: d.offer.slice() });
}

export function chooseCharacter(s: NemesisState, seat: Seat, character: CharacterId, rng: Rng, events: NemesisEvent[]): void {
  const d = s.draft!;
  const returned = d.offer.find((c) => c !== character)!;
  s.players[seat].character = character;
  d.deck = rng.shuffle([...d.deck, returned]);
  d.offer = [];
  d.next += 1;
  events.push({ type: 'character-chosen', seat, character, returned });
  if (d.next < d.order.length) return offerDraft(s, rng, events);
  s.draft = null;
  const hibernatorium = boardOf(s.side).slotOfFixedRoom('hibernatorium');
  s.players.forEach((p) => {
    const data = characterById.get(p.character!)!;
    const weapon = startingWeaponById.get(data.startingWeapon)!;
    p.status = 'aboard';
    p.room = hibernatorium;
    p.deck = rng.shuffle(actionDeckOf(p.character!));
    // Left or right hand is cosmetic (digest §6 D2): hands are an unordered list of at most 2 heavy things.
    p.hands = [{ kind: 'item', card: weapon.id, ammo: weapon.weapon.startingAmmo }];
    p.quests = data.questItems.map((card) => ({ card, active: false }));
  });
  s.phase = 'player';
  startPlayerPhase(s, rng, events);
}

export function draftChoices(s: NemesisState): { seat: Seat; offer: CharacterId[] } | null {
  return s.draft ? { seat: s.draft.order[s.draft.next], offer: s.draft.offer } : null;
}
