/**
 * Action-card movements (digest §5.9 with the card's changes): Move Quietly (no noise roll), Scouting (a careful move
 * to a discovered room, or an exploration then a search), Let's Go (another character of your room comes along and
 * makes no noise roll) and Duck and Cover (1 pursuit attack prevented); Tactical Retreat is in retreat.ts. "Prevent
 * Intruder Attacks during that Movement" covers the pursuit (opportunity) attacks only, not one caused by the noise
 * roll (FAQ v1.2 on Duck and Cover, data).
 */
import type { Rng, Seat } from '../../../../engine';
import type { RetaliationEvent } from '../../events';
import type { RetaliationState } from '../../state';
import { isRoom, otherEnd } from '../board';
import { charactersIn, inPlay } from '../health';
import { moveCharacter, type MoveRules } from '../movement';
import { moveExits } from '../passage';
import { searchRoom, searchable } from './search';
import { targeted, type CardEffect } from './types';

/** A movement with the card's changes (rules/movement.ts), Blood Sense's follow clause included. */
export const cardMove = (s: RetaliationState, seat: Seat, corridor: string, rules: MoveRules, rng: Rng): RetaliationEvent[] =>
  moveCharacter(s, seat, corridor, false, rng, rules);

const toDiscovered = (s: RetaliationState, seat: Seat) => moveExits(s, seat).filter((c) => isRoom(s, otherEnd(c, s.players[seat].space!)));
const toUnexplored = (s: RetaliationState, seat: Seat) => moveExits(s, seat).filter((c) => !isRoom(s, otherEnd(c, s.players[seat].space!)));

export const moveQuietly: CardEffect = targeted(toDiscovered, 'No open corridor leads from your room to a discovered room.', 'Move along a corridor to a discovered room.', (s, seat, c, rng) =>
  cardMove(s, seat, c, { prevent: 0, noise: false }, rng),
);

export const scoutCarefully: CardEffect = targeted(toDiscovered, 'No open corridor leads from your room to a discovered room.', 'Move along a corridor to a discovered room.', (s, seat, c, rng) =>
  moveCharacter(s, seat, c, true, rng),
);

/** Scouting: explore, then search the room you stand in (if its decks still hold items). */
export const scoutAhead: CardEffect = targeted(toUnexplored, 'No open corridor from your room is unexplored.', 'Move along an unexplored corridor.', (s, seat, c, rng) => {
  const events = moveCharacter(s, seat, c, false, rng);
  const alive = inPlay(s.players[seat]) && !s.allocation && !s.destroyed;
  return alive && searchable(s, seat) ? [...events, ...searchRoom(s, seat)] : events;
});

/** Let's Go: `seat` names a character of your room who comes along (or none); they make no noise roll. */
export const letsGo: CardEffect = {
  problem: (s, seat) => (moveExits(s, seat).length ? null : 'No open corridor leads from your room.'),
  choices: (s, seat) => {
    const others = charactersIn(s, s.players[seat].space!).filter((x) => x !== seat);
    return moveExits(s, seat).flatMap((target) => [{ target }, ...others.map((x) => ({ target, seat: x }))]);
  },
  choiceError: 'Move along an open corridor, and name a character of your room to take along, or nobody.',
  resolve: (s, seat, play, rng) => {
    const from = s.players[seat].space!;
    const events = moveCharacter(s, seat, play.target!, false, rng);
    const me = s.players[seat];
    if (play.seat === undefined || !inPlay(me) || me.space === from) return events;
    const companion = s.players[play.seat];
    if (!inPlay(companion) || companion.space !== from) return events;
    companion.space = me.space;
    return [...events, { type: 'moved', seat: play.seat, from, to: me.space!, corridor: play.target!, careful: false }];
  },
};

export const duckAndCover: CardEffect = {
  ...targeted(moveExits, 'No open corridor leads from your room.', 'Move along an open corridor around your room.', (s, seat, c, rng) => cardMove(s, seat, c, { prevent: 1, noise: true }, rng)),
  extraCost: 1,
};

