/**
 * Intruder attacks (digest §5.10.4): a Larva attaches itself to the character's board and brings a Contamination card;
 * every other intruder draws the top Intruder Attack card and its line for that type is resolved. The attack deck is
 * reshuffled when a card says so, or (reading 12.15) when a draw finds it empty.
 */
import type { Rng, Seat } from '../../../engine';
import { attackCards } from '../data';
import type { AttackStep } from '../data/schema';
import type { RetaliationEvent } from '../events';
import type { Intruder, RetaliationState } from '../state';
import { gainContamination } from './cards';
import { charactersIn, healthSection, inPlay, kill } from './health';
import { attackAsked, reactToAttack } from './card-effects/reactions';
import { decide, shotBeforeAttack } from './attack-pause';
import { attackHealthLoss, attackSeriousWound } from './items-armor';

const cardOf = new Map(attackCards.map((c) => [c.id, c]));
const baseId = (instance: string) => (cardOf.has(instance) ? instance : instance.replace(/-\d+$/, ''));

function drawAttack(s: RetaliationState, rng: Rng): string | null {
  if (s.decks.attacks.length === 0) {
    s.decks.attacks = rng.shuffle(s.decks.attackDiscard);
    s.decks.attackDiscard = [];
  }
  return s.decks.attacks.shift() ?? null;
}

function stateMatches(state: string, section: ReturnType<typeof healthSection>): boolean {
  if (state === 'otherwise') return true;
  if (state === 'injured-or-heavily-injured') return section !== 'healthy';
  return state === section;
}

function resolveSteps(s: RetaliationState, seat: Seat, steps: readonly AttackStep[], card: string, rng: Rng): RetaliationEvent[] {
  const events: RetaliationEvent[] = [];
  for (const step of steps) {
    if (!inPlay(s.players[seat])) break;
    switch (step.op) {
      case 'lose-hp':
        events.push(...attackHealthLoss(s, seat, step.amount, 'an intruder attack'));
        break;
      case 'gain-serious-wound':
        for (let i = 0; i < step.amount; i++) events.push(...attackSeriousWound(s, seat, 'an intruder attack'));
        break;
      case 'gain-contamination':
        events.push(...gainContamination(s, seat, step.amount));
        break;
      case 'die':
        events.push(...kill(s, seat, 'an intruder attack'));
        break;
      case 'place-larva-if-none':
        if (!s.players[seat].larva) {
          s.players[seat].larva = true;
          events.push({ type: 'larva-attached', seat, kept: true });
        }
        break;
      case 'reshuffle-attack-deck':
        // "Including this card": the drawn card goes back too, so it is not discarded afterwards.
        s.decks.attacks = rng.shuffle([...s.decks.attacks, ...s.decks.attackDiscard, card]);
        s.decks.attackDiscard = [];
        break;
      case 'by-health-state': {
        const section = healthSection(s.players[seat]);
        const chosen = step.cases.find((c) => stateMatches(c.state, section));
        if (chosen) events.push(...resolveSteps(s, seat, chosen.do, card, rng));
        break;
      }
    }
  }
  return events;
}

/** The two lines printed without structure, resolved from their text. */
function resolveTextLine(s: RetaliationState, seat: Seat, cardId: string, intruder: Intruder): RetaliationEvent[] {
  if (cardId.startsWith('fury')) {
    // "All Heavily Injured Characters in your Room die. Each other Character in the Room gains 1 Serious Wound and 1 Contamination card."
    const events: RetaliationEvent[] = [];
    for (const other of charactersIn(s, s.players[seat].space!)) {
      const p = s.players[other];
      if (healthSection(p) === 'heavily-injured') events.push(...kill(s, other, 'an intruder attack'));
      else events.push(...attackSeriousWound(s, other, 'an intruder attack'), ...gainContamination(s, other, 1));
    }
    return events;
  }
  // Blood Sense (Drone, Queen): lose 2 HP; attacking a moving character, the intruder follows it (rules/follow.ts).
  if (s.pursuit?.seat === seat) s.pursuit.followers.push(intruder.id);
  return attackHealthLoss(s, seat, 2, 'an intruder attack');
}

/**
 * Right before an attack: Shoot First's shot (its mover may kill the attacker first), then the reactions of the seats of
 * the room set to `ask`; either choice pauses the sequence until it is made (rules/attack-pause.ts).
 */
function beforeAttack(s: RetaliationState, seat: Seat, intruder: Intruder, redirected: boolean, rng: Rng) {
  const events = shotBeforeAttack(s, seat, intruder, rng);
  // A shot that killed the attacker (or its shooter, the Plasma Gun's cost) leaves no attack.
  const killed = events.length > 0 && !s.intruders.some((i) => i.id === intruder.id);
  if (killed || !inPlay(s.players[seat])) return { events, go: false, picks: {} };
  const asked = attackAsked(s, seat);
  if (!asked.length) return { events, go: true, picks: {} };
  const ask = { kind: 'reaction', trigger: 'attack', seat, intruder: intruder.id, intruderType: intruder.type, redirected, asked } as const;
  const { answer, mark } = decide(s, ask, { kind: 'reaction', picks: {} });
  return { events: [...events, ...mark], go: true, picks: answer.picks };
}

export function attack(s: RetaliationState, seat: Seat, intruder: Intruder, rng: Rng, redirected = false): RetaliationEvent[] {
  if (!inPlay(s.players[seat])) return [];
  const before = beforeAttack(s, seat, intruder, redirected, rng);
  if (!before.go) return before.events;
  // Reaction cards (Stay Calm prevents the attack, Duck and Cover sends it to another character).
  const reaction = reactToAttack(s, seat, redirected, intruder, before.picks, rng);
  if (reaction) return [...before.events, ...reaction.events, ...(reaction.to === null ? [] : attack(s, reaction.to, intruder, rng, true))];
  return [...before.events, ...resolveAttack(s, seat, intruder, rng)];
}

function resolveAttack(s: RetaliationState, seat: Seat, intruder: Intruder, rng: Rng): RetaliationEvent[] {
  if (intruder.type === 'larva') {
    const p = s.players[seat];
    const kept = !p.larva;
    p.larva = true;
    // The attaching Larva leaves the map either way: onto the board, or back to the supply when one is already there.
    s.intruders = s.intruders.filter((i) => i.id !== intruder.id);
    return [{ type: 'attacked', seat, intruder: intruder.id, card: null }, { type: 'larva-attached', seat, kept }, ...gainContamination(s, seat, 1)];
  }
  const instance = drawAttack(s, rng);
  if (!instance) return [{ type: 'attacked', seat, intruder: intruder.id, card: null }];
  const card = cardOf.get(baseId(instance))!;
  const line = card.lines.find((l) => l.intruders.includes(intruder.type as 'adult' | 'drone' | 'queen'))!;
  const events: RetaliationEvent[] = [{ type: 'attacked', seat, intruder: intruder.id, card: card.id }];
  const reshuffles = line.effects?.some((e) => e.op === 'reshuffle-attack-deck') ?? false;
  events.push(...(line.effects ? resolveSteps(s, seat, line.effects, instance, rng) : resolveTextLine(s, seat, card.id, intruder)));
  if (!reshuffles) s.decks.attackDiscard.push(instance);
  return events;
}
