/**
 * Technologies (rules addendum A13, D3). Gaining a basic Technology takes the top copy of one of the tableau's stacks
 * (a Technology you do not have yet): the +4 copy first, worth 4 Influence when gained, then the 0-Influence copy; its
 * immediate bonus is resolved at once. At most 5 Technologies on the mat. Improving one replaces a basic copy on your
 * mat by its improved card, taken from the improved offer (once its blocking tile is gone, Cycle 2) or, for your own
 * starting Technology, from beside your mat (from Cycle 1); you may hold as many improved Technologies as the
 * Improved-Technology markers your track markers have passed (E2: 0 to 6). Improving the +4 copy gains 2 more
 * Influence (D3, Rumix222's timing, low confidence). The offer spaces' printed benefits are missing from every source.
 */
import type { Seat } from '../../../engine';
import type { VoidfallState } from '../state';
import { improvedTechUnlocks } from './tracks';

type Draft = Omit<VoidfallState, 'rng'>;
export const MAX_TECHNOLOGIES = 5;
export const INFLUENCE_COPY = 4;
export const INFLUENCE_ON_IMPROVING = 2;

const technologyOfCard = (card: string) => card.replace(/-(plus4|plain|improved)$/, '');

/** Top cards of the tableau `seat` may take as a basic Technology now. */
export function gainableBasics(s: Draft, seat: Seat): string[] {
  const p = s.players[seat];
  if (p.technologies.length >= MAX_TECHNOLOGIES) return [];
  const owned = new Set(p.technologies.map(technologyOfCard));
  return s.tableau.filter((t) => t.cards.length > 0 && !owned.has(t.technology)).map((t) => t.cards[0]);
}

/** Improved cards `seat` may upgrade to now. */
export function gainableImproved(s: Draft, seat: Seat): string[] {
  const p = s.players[seat];
  if (p.technologies.filter((c) => c.endsWith('-improved')).length >= improvedTechUnlocks(s, seat)) return [];
  const basics = new Set(p.technologies.filter((c) => !c.endsWith('-improved')).map(technologyOfCard));
  const open = [...(p.ownImproved ? [p.ownImproved] : []), ...(s.improvedBlocked ? [] : s.improvedOffer)];
  return open.filter((card) => basics.has(technologyOfCard(card)));
}

/** Takes a basic copy from the tableau; returns the Influence gained. */
export function gainBasic(s: Draft, seat: Seat, card: string): number {
  const stack = s.tableau.find((t) => t.cards[0] === card)!;
  stack.cards.shift();
  s.players[seat].technologies.push(card);
  const influence = card.endsWith('-plus4') ? INFLUENCE_COPY : 0;
  s.players[seat].influence += influence;
  return influence;
}

/** Upgrades to `improved`; the basic copy leaves the game. Returns the Influence gained. */
export function improve(s: Draft, seat: Seat, improved: string): number {
  const p = s.players[seat];
  const tech = technologyOfCard(improved);
  const at = p.technologies.findIndex((c) => c !== improved && technologyOfCard(c) === tech);
  const influence = p.technologies[at].endsWith('-plus4') ? INFLUENCE_ON_IMPROVING : 0;
  p.technologies[at] = improved;
  if (p.ownImproved === improved) p.ownImproved = null;
  else s.improvedOffer = s.improvedOffer.filter((c) => c !== improved);
  p.influence += influence;
  return influence;
}
