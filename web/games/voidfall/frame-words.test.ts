import { describe, expect, it } from 'vitest';
import { galacticEvents } from '../../../shared/games/voidfall/data';
import { startGame } from '../../../shared/games/voidfall/flow/cycle';
import { legalMoves } from '../../../shared/games/voidfall/legal-moves';
import { seatedGame, play } from '../../../shared/games/voidfall/testing';
import type { VoidfallState } from '../../../shared/games/voidfall/state';
import { view } from '../../../shared/games/voidfall/view';
import { boardChoices, sectorKey } from './board-choices';
import { moveLabel } from './move-labels';
import { namesFor } from './names';
import { rawWords } from './testing/raw-words';
import { seatsFor } from './testing/self-played';

/** Every player of a 2-player game resolves each event's frames, taking the last choice listed each time. */
function framesPlayed(event: string): { labels: string[]; sectorKeys: number } {
  let s: VoidfallState = seatedGame([['valnis', 'A'], ['zenor', 'A']], 'x01', `frame-words-${event}`);
  s.players.forEach((p) => { p.setupTasks = []; });
  s.eventDecks[1] = [event];
  startGame(s);
  const labels: string[] = [];
  let sectorKeys = 0;
  for (let i = 0; i < 60 && s.phase === 'preparation' && s.frameStep; i++) {
    const seat = s.turnOrder[s.frameStep.order];
    const moves = legalMoves(s, seat);
    const v = view(s, seat);
    const names = namesFor(seat, seatsFor(2, seat));
    labels.push(...moves.map((m) => moveLabel(m, v, names) ?? ''));
    sectorKeys += [...boardChoices(moves, v, names).keys()].filter((k) => k.startsWith('sector:')).length;
    s = play(s, seat, moves[moves.length - 1]);
  }
  return { labels, sectorKeys };
}

describe('Voidfall Galactic Event frame choices in words and on the galaxy', () => {
  it.each(galacticEvents.filter((e) => e.cycle === 1 && !e.tutorial).map((e) => e.id))('given event %s, then every frame choice reads in game words', (event) => {
    const { labels } = framesPlayed(event);
    expect(labels.filter((l) => l === '' || l === 'Choose')).toEqual([]);
    expect(rawWords(labels)).toEqual([]);
  });

  it('given a placement frame waiting, then each sector choice is offered by a click on that sector', () => {
    let s = seatedGame([['valnis', 'A'], ['zenor', 'A']], 'x01', 'frame-words-board');
    s.players.forEach((p) => { p.setupTasks = []; });
    s.eventDecks[1] = ['event-c1-b'];
    startGame(s);
    s = { ...s } as VoidfallState;
    const seat = s.turnOrder[s.frameStep!.order];
    const moves = legalMoves(s, seat);
    const choices = boardChoices(moves, view(s, seat), namesFor(seat, seatsFor(2, seat)));
    const sector = (moves[0] as { choice: { sector: string } }).choice.sector;
    expect(choices.get(sectorKey(sector))?.map((c) => c.move)).toEqual([moves[0]]);
    expect(choices.get(sectorKey(sector))?.[0].label).toMatch(/^Place a Reclaim token and a Sector Defense in [A-Z]\d+$/);
  });
});
