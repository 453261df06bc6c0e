import { describe, expect, it, vi } from 'vitest';
import { nemesisRetaliation as game } from '../../../shared/games/nemesis-retaliation';
import { boardSpaces } from '../../../shared/games/nemesis-retaliation/data';
import type { RetaliationState } from '../../../shared/games/nemesis-retaliation/state';
import { findSecrets } from '../../../test/e2e/support/secrets';
import { HEX_R, spaceCentre } from './facility-layout';
import { cardName, roomName } from './names';
import { renderBoard } from './testing/render';
import { selfPlayed } from './testing/self-played';

// The table's server action only runs inside Next; static rendering never calls it.
vi.mock('../../app/games/[id]/actions', () => ({ submitMove: vi.fn() }));

const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;

describe('the facility layout', () => {
  it('given every board space, then its hex has a place and no two hexes overlap', () => {
    const centres = boardSpaces.map((s) => spaceCentre(s.id));
    for (let i = 0; i < centres.length; i++) {
      for (let j = i + 1; j < centres.length; j++) {
        expect(Math.hypot(centres[i].x - centres[j].x, centres[i].y - centres[j].y), `${i} and ${j}`).toBeGreaterThanOrEqual(2 * HEX_R * 0.9);
      }
    }
  });
});

describe('the Nemesis: Retaliation board as one seat sees it', () => {
  const played = selfPlayed(3, 'board-render', {}, 600);
  const turnSeat = (s: RetaliationState) => s.turn?.seat ?? 0;
  // A turn under way with an intruder on the map and some rooms explored.
  const midGame =
    played.find(({ state: s }) => s.phase === 'player' && s.intruders.length > 0 && Object.keys(s.spaces).length > 3 && game.legalMoves(s, turnSeat(s)).some((m) => m.type === 'move'))?.state ??
    played[played.length - 1].state;

  it('given a game in its player phase, then every space, placed room, corridor, character and intruder is drawn', () => {
    const html = renderBoard(midGame, turnSeat(midGame));
    // Every space in the drawn part, and none beyond it (a neighbour's sliver of hex at the frame's edge reads as a bug).
    const [x, , width, height] = html.match(/<svg viewBox="([\d. -]+)"/)![1].split(' ').map(Number);
    const inView = boardSpaces.filter((s) => {
      const c = spaceCentre(s.id);
      return c.x >= x && c.x <= x + width && c.y <= height;
    });
    expect(inView.length).toBeLessThan(boardSpaces.length);
    expect(count(html, /<polygon points=/g)).toBe(inView.length * 2);
    for (const id of Object.keys(midGame.spaces)) expect(inView.map((s) => s.id)).toContain(id);
    for (const [id, sp] of Object.entries(midGame.spaces)) if (id !== 'hibernatorium') expect(html).toContain(`<title>${roomName(sp.room).replace(/"/g, '&quot;')}`);
    expect(count(html, /<title>corridor \d+|<title>the unexplored corridor \d+/g)).toBe(Object.keys(midGame.corridors).length);
    const inside = midGame.players.filter((p) => p.status === 'in-play').length;
    expect(inside).toBeGreaterThan(0);
    expect(count(html, /<circle cx="[\d.]+" cy="[\d.]+" r="10" fill="#(d4462f|2f6fd4|2e9b4f)"/g)).toBe(inside);
    expect(midGame.intruders.length).toBeGreaterThan(0);
    expect(count(html, /<title>(Larva|Drone|Adult|Queen) #\d+(,|<)/g)).toBe(midGame.intruders.length);
    expect(html).toContain('Life support');
  });

  it('given the seat whose turn it is, then its hand is drawn with card texts and the places it can reach are buttons', () => {
    const seat = turnSeat(midGame);
    const html = renderBoard(midGame, seat);
    const escaped = (t: string) => t.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
    for (const card of midGame.players[seat].hand) expect(html).toContain(escaped(cardName(card)));
    expect(count(html, /role="button"[^>]*aria-label="(Move[^"]*|[^"]*: \d+ choices)"/g)).toBeGreaterThan(0);
  });

  it('given a seat that is not awaited or a board in the history, then nothing on the facility can be clicked', () => {
    const other = (turnSeat(midGame) + 1) % 3;
    expect(count(renderBoard(midGame, other), /role="button"/g)).toBe(0);
    expect(count(renderBoard(midGame, turnSeat(midGame), false), /<button|role="button"/g)).toBe(0);
  });

  it('given every fifth state of a game, then the board for each seat holds none of its secrets', () => {
    const checked = played.filter((_, i) => i % 5 === 0);
    for (const { state } of checked) {
      for (let seat = 0; seat < 3; seat++) expect(findSecrets(renderBoard(state, seat), game.secrets(state, seat))).toEqual([]);
    }
    expect(game.secrets(midGame, 0).length).toBeGreaterThan(0);
  });
});
