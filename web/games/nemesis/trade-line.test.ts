import { describe, expect, it, vi } from 'vitest';
import { nemesis } from '../../../shared/games/nemesis';
import { cardsOf, given, when } from '../../../shared/games/nemesis/testing/given';
import { namesFor } from './names';
import { rawWords, readableText } from './testing/raw-words';
import { renderBoard } from './testing/render';
import { seatsFor } from './testing/self-played';
import { tradeLine } from './trade-line';

// The table's server action only runs inside Next; static rendering never calls it.
vi.mock('../../app/games/[id]/actions', () => ({ submitMove: vi.fn() }));

const X = 'a-slot-14';

/** Four characters in one room; the Scout (seat 0) opens a Trade's window and the Captain offers its Grenade to the Pilot. */
function offered() {
  const s = given({ seats: 4, explored: { [X]: 'canteen' }, players: { 0: { room: X }, 1: { room: X }, 2: { room: X }, 3: { room: X } } });
  s.players[1].inventory = ['red-grenade-1'];
  s.players[2].inventory = ['yellow-tools-1'];
  const open = when(s, 0, { type: 'propose-trade', offers: [], pay: cardsOf(s, 0, 1) }).state;
  return when(open, 1, { type: 'offer-trade', with: 2, give: ['red-grenade-1'], take: ['inventory:0'] }).state;
}

describe('the Trade line on the Nemesis board', () => {
  it('given a Trade window with an offer, then every seat reads who trades and who offered to whom, in words', () => {
    const state = offered();
    const view = nemesis.view(state, 3);
    const line = tradeLine(view, namesFor(view, seatsFor(4, 3)))!;
    expect(line).toMatch(/^A Trade by .+ \(Scout\)\. Still trading among themselves: .+ \(Captain\), .+ \(Pilot\) and .+ \(Mechanic\)\. .+ \(Captain\) made an offer to .+ \(Pilot\)\.$/);
    expect(rawWords([line])).toEqual([]);
  });

  it('given the same position, then the third seat\'s board names no card offered, and the Pilot\'s board reads in game words', () => {
    const third = readableText(renderBoard(offered(), 3)).join(' ');
    expect(third).toContain('made an offer to');
    expect(third).not.toMatch(/Grenade|Tools/);
    const pilot = readableText(renderBoard(offered(), 2));
    expect(pilot.join(' ')).toContain('made an offer to');
    expect(rawWords(pilot)).toEqual([]);
  });

  it('given no Trade, then there is no line', () => {
    const s = given({ seats: 2 });
    const view = nemesis.view(s, 0);
    expect(tradeLine(view, namesFor(view, seatsFor(2, 0)))).toBeNull();
  });
});
