/** Decisions outside the turn: the character draft pick, and the First Encounter's secret objective choice. */
import { characterById } from '../data';
import { chooseCharacter } from '../rules/draft';
import { resume } from '../rules/flow';
import type { NemesisEvent } from '../events';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const pickCharacter: Handler<MoveOf<'choose-character'>> = (s, seat, move, rng) => {
  const d = s.draft;
  if (!d || d.order[d.next] !== seat) return refuse('move/not-now', 'You are not choosing a character now.');
  if (!d.offer.includes(move.character)) {
    return refuse('move/not-offered', `The ${characterById.get(move.character)!.name} is not one of the two characters you were offered.`);
  }
  const events: NemesisEvent[] = [];
  chooseCharacter(s, seat, move.character, rng, events);
  return events;
};

export const pickObjective: Handler<MoveOf<'choose-objective'>> = (s, seat, move, rng) => {
  const choice = s.objectiveChoice;
  if (!choice?.waiting.includes(seat)) return refuse('move/not-now', 'You are not choosing an objective now.');
  const p = s.players[seat];
  if (!p.objectives.includes(move.objective)) return refuse('move/not-your-objective', 'Choose one of your own two objective cards.');
  // The other card is removed from the game face down: it leaves the state, so nobody can ever see it.
  p.objectives = [move.objective];
  choice.waiting = choice.waiting.filter((w) => w !== seat);
  const events: NemesisEvent[] = [{ type: 'objective-chosen', seat }];
  if (choice.waiting.length > 0) return events;
  s.objectiveChoice = null;
  resume(s, choice.then, rng, events);
  return events;
};
