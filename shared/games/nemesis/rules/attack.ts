/**
 * Intruder attacks (digest §5.11): a Larva infects; any other intruder draws an attack card and the card's effect
 * applies only when one of its symbols matches the attacker. Effects follow each card's `text` in the data.
 */
import type { Rng, Seat } from '../../../engine';
import { attackCardById } from '../data';
import type { NemesisEvent } from '../events';
import type { Intruder, NemesisState } from '../state';
import { drawFromBag, miniatures, tokenType } from './intruders';
import { placeForEncounter } from './relocation';
import { charactersIn } from './ship';
import { known } from './weaknesses';
import { die, receiveContamination, sufferLightWounds, sufferSeriousWound } from './wounds';
import { armorIgnores } from './quest-armor';

export function drawAttackCard(s: NemesisState, rng: Rng): string {
  if (s.decks.attacks.length === 0) {
    s.decks.attacks = rng.shuffle(s.decks.attackDiscard);
    s.decks.attackDiscard = [];
  }
  return s.decks.attacks.shift()!;
}

const seriousOrDie = (s: NemesisState, seat: Seat, atLeast: number, rng: Rng, events: NemesisEvent[]) =>
  s.players[seat].seriousWounds.length >= atLeast ? die(s, seat, rng, events) : sufferSeriousWound(s, seat, rng, events);

/** The effect of a matching card, by card kind (the card id without its copy number). */
function applyCard(s: NemesisState, kind: string, attacker: Intruder, seat: Seat, rng: Rng, events: NemesisEvent[]): void {
  switch (kind) {
    case 'attack-bite':
      // The Way of Fighting: an Adult's Bite gives a light wound instead of a serious one (the death clause stands).
      if (attacker.type === 'adult' && known(s, 'weakness-the-way-of-fighting') && s.players[seat].seriousWounds.length < 2) return sufferLightWounds(s, seat, 1, rng, events);
      return seriousOrDie(s, seat, 2, rng, events);
    case 'attack-tail-attack':
      return seriousOrDie(s, seat, 1, rng, events);
    case 'attack-scratch':
    case 'attack-claw-attack':
      sufferLightWounds(s, seat, kind === 'attack-scratch' ? 1 : 2, rng, events);
      if (s.players[seat].status === 'aboard') receiveContamination(s, seat, events);
      return;
    case 'attack-slime':
      s.players[seat].slime = true;
      events.push({ type: 'marker-placed', room: attacker.room, marker: 'slime', seat });
      return receiveContamination(s, seat, events);
    case 'attack-frenzy':
      for (const other of charactersIn(s, attacker.room)) seriousOrDie(s, other, 2, rng, events);
      return;
    case 'attack-transformation': {
      if (s.intruders.filter((i) => i.type === 'breeder').length >= miniatures.breeder) return;
      attacker.type = 'breeder';
      events.push({ type: 'intruder-transformed', intruder: attacker.id, into: 'breeder' });
      if (s.players[seat].hand.length === 0) intruderAttack(s, attacker, seat, rng, events);
      return;
    }
    case 'attack-summoning': {
      // Reading: a Blank summons nothing and goes back into the bag; the summoned intruder does not attack now.
      const token = drawFromBag(s, rng);
      if (token === null) return;
      const type = tokenType(token);
      if (type === 'blank') s.bag = [...s.bag, token].sort();
      else {
        s.supply.push(token);
        // D23: with none of its type left, the pick may pause here; a row of attacks keeps its rest in the pause
        // (rules/attack-series.ts, event-phase.ts, decoy.ts) so that later attackers follow the miniature picked.
        placeForEncounter(s, type, attacker.room, null, rng, events);
      }
      return;
    }
    default:
      throw new Error(`no rule for attack card ${kind}`);
  }
}

/** One attack of `attacker` on the character of `seat` (the target is chosen by the caller); `chosen`: an attack card already drawn (the intruder player's pick). */
export function intruderAttack(s: NemesisState, attacker: Intruder, seat: Seat, rng: Rng, events: NemesisEvent[], chosen?: string): void {
  const p = s.players[seat];
  if (p.status !== 'aboard') return;
  if (attacker.type === 'larva') {
    // Infection: the Larva leaves the board for the character board (only one fits; §12.3), plus 1 contamination card.
    s.intruders = s.intruders.filter((i) => i.id !== attacker.id);
    p.larva = true;
    events.push({ type: 'infested', seat, intruder: attacker.id });
    return receiveContamination(s, seat, events);
  }
  const card = chosen ?? drawAttackCard(s, rng);
  const hit = attackCardById.get(card)!.attackers.includes(attacker.type);
  events.push({ type: 'attacked', seat, intruder: attacker.id, card, hit });
  if (hit && !armorIgnores(s, seat, events)) applyCard(s, card.replace(/-\d+$/, ''), attacker, seat, rng, events);
  s.decks.attackDiscard.push(card);
}
