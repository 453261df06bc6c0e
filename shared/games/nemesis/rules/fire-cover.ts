/**
 * Suppressive Fire and Covering Fire (action-cards.json): a move through an open corridor with no intruder attack,
 * for the player, or for another character in the room "if its player agrees". The agreement is a pause
 * (`state.cover`, as the README's "Prompts and pauses" shape): the other seat answers `answer-cover`, and the moves
 * are made then. Nothing is secret here: the card was played face up.
 */
import type { Rng, Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';
import { enterRoom } from './explore';
import { charactersIn, openExits } from './ship';

export type CoverCard = 'suppressive-fire' | 'covering-fire';

/** Who may move with the card: Suppressive Fire one character (you or another), Covering Fire you and/or one other. */
function moverSets(s: NemesisState, seat: Seat, card: CoverCard): Seat[][] {
  const others = charactersIn(s, s.players[seat].room!).filter((x) => x !== seat);
  if (card === 'suppressive-fire') return [[seat], ...others.map((o) => [o])];
  return [[seat], ...others.map((o) => [o]), ...others.map((o) => [seat, o])];
}

/** `<movers>@<corridor>` options, movers joined by `+` (the player first). */
export const coverChoices = (s: NemesisState, seat: Seat, card: CoverCard): string[] =>
  moverSets(s, seat, card).flatMap((movers) => openExits(s, s.players[seat].room!).map((e) => `${movers.join('+')}@${e.id}`));

export function coverProblem(s: NemesisState, seat: Seat, card: CoverCard, movers: string, corridor: string): string | null {
  if (!moverSets(s, seat, card).some((set) => set.join('+') === movers)) {
    return card === 'suppressive-fire' ? 'Choose who moves: you, or one other character in your room.' : 'Choose who moves: you, one other character in your room, or both of you.';
  }
  return openExits(s, s.players[seat].room!).some((e) => e.id === corridor) ? null : 'Choose an open corridor out of your room.';
}

/** Moves the characters one after the other (the first into an empty room makes the noise roll), with no attack. */
function moveAll(s: NemesisState, movers: Seat[], corridor: string, rng: Rng, events: NemesisEvent[]): void {
  for (const mover of movers) {
    const p = s.players[mover];
    const exit = p.status === 'aboard' && p.room ? openExits(s, p.room).find((e) => e.id === corridor) : undefined;
    if (!exit || s.phase === 'over') continue;
    const from = p.room!;
    p.room = exit.to!;
    events.push({ type: 'moved', seat: mover, from, to: exit.to!, corridor, careful: false });
    enterRoom(s, mover, exit.to!, corridor, 'normal', rng, events);
  }
}

/** Moves the player at once; asks another character's player first (the pause ends with `answerCover`). */
export function askCover(s: NemesisState, seat: Seat, card: CoverCard, movers: Seat[], corridor: string, rng: Rng, events: NemesisEvent[]): void {
  const other = movers.find((m) => m !== seat);
  if (other === undefined) return moveAll(s, movers, corridor, rng, events);
  s.cover = { seat, asked: other, card, movers, corridor };
  events.push({ type: 'cover-asked', seat, asked: other, card });
}

/** The asked player's answer: on a refusal only the player moves (Covering Fire), or nobody (Suppressive Fire). */
export function answerCover(s: NemesisState, agree: boolean, rng: Rng, events: NemesisEvent[]): void {
  const cover = s.cover!;
  s.cover = null;
  events.push({ type: 'cover-answered', seat: cover.asked, agree });
  moveAll(s, agree ? cover.movers : cover.movers.filter((m) => m !== cover.asked), cover.corridor, rng, events);
}
