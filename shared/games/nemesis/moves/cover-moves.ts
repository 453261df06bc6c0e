/** The answer to Suppressive Fire or Covering Fire by the other character's player (rules/fire-cover.ts). */
import type { NemesisEvent } from '../events';
import { answerCover } from '../rules/fire-cover';
import { settle } from '../rules/flow';
import { refuse, type Handler } from './result';
import type { MoveOf } from './schema';

export const answerCoverMove: Handler<MoveOf<'answer-cover'>> = (s, seat, move, rng) => {
  if (s.cover?.asked !== seat) return refuse('move/not-now', 'Nobody is asking you to move under covering fire.');
  const events: NemesisEvent[] = [];
  answerCover(s, move.agree, rng, events);
  settle(s, rng, events);
  return events;
};
