import { describe, expect, it, vi } from 'vitest';
import { nemesis } from '../../../shared/games/nemesis';
import { boardData } from '../../../shared/games/nemesis/data';
import { findSecrets } from '../../../test/e2e/support/secrets';
import { cardName, roomTileName } from './names';
import { renderBoard } from './testing/render';
import { selfPlayed } from './testing/self-played';
import { roomCentre, ROOM_H, ROOM_W } from './ship-layout';

// The table's server action only runs inside Next; static rendering never calls it.
vi.mock('../../app/games/[id]/actions', () => ({ submitMove: vi.fn() }));

const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;

describe('the ship layout', () => {
  it.each(['A', 'B'] as const)('given board side %s, then every room has a place and no two rooms overlap', (side) => {
    const centres = boardData[side].slots.map((s) => roomCentre(side, s.id));
    for (let i = 0; i < centres.length; i++) {
      for (let j = i + 1; j < centres.length; j++) {
        const apart = Math.abs(centres[i].x - centres[j].x) >= ROOM_W || Math.abs(centres[i].y - centres[j].y) >= ROOM_H;
        expect(apart, `rooms ${i + 1} and ${j + 1}`).toBe(true);
      }
    }
  });
});

describe('the Nemesis board as one seat sees it', () => {
  const game = selfPlayed(3, 'board-render', 'A', 400);
  // A turn under way (not paused for the First Encounter's objectives) with an intruder aboard.
  const underWay = (s: (typeof game)[number]['state']) => s.turn !== null && nemesis.legalMoves(s, s.turn.seat).some((m) => m.type === 'move');
  const midGame = game.find((s) => s.state.intruders.length > 0 && s.state.phase === 'player' && underWay(s.state))?.state ?? game[game.length - 1].state;

  it('given a game in its player phase, then all 21 rooms, every character aboard and every intruder are drawn', () => {
    const seat = midGame.turn?.seat ?? 0;
    const html = renderBoard(midGame, seat);
    expect(count(html, /<title>(Unexplored room|[A-Z][A-Za-z0-9 ]+), room \d+/g)).toBe(21);
    for (const [slot, room] of Object.entries(midGame.rooms)) {
      if (room.explored) expect(html).toContain(`${roomTileName(room.tile)}, room ${boardData.A.slots.find((s) => s.id === slot)!.roomNumber}`);
    }
    const aboard = midGame.players.filter((p) => p.status === 'aboard').length;
    expect(aboard).toBeGreaterThan(0);
    expect(count(html, /<circle cx="[\d.]+" cy="[\d.]+" r="10" fill="#(d4462f|2f6fd4|2e9b4f)"/g)).toBe(aboard);
    expect(midGame.intruders.length).toBeGreaterThan(0);
    expect(count(html, /<title>(Larva|Creeper|Adult|Breeder|Queen)(,|<)/g)).toBe(midGame.intruders.length);
  });

  it('given the seat whose turn it is, then its hand is drawn with card texts and rooms it can reach are buttons', () => {
    const seat = midGame.turn!.seat;
    const html = renderBoard(midGame, seat);
    for (const card of midGame.players[seat].hand) expect(html).toContain(cardName(card));
    expect(count(html, /role="button"[^>]*aria-label="[^"]*(room \d+|choices)/g)).toBeGreaterThan(0);
  });

  it('given a seat that is not awaited or a board in the history, then nothing on the ship can be clicked', () => {
    const other = (midGame.turn!.seat + 1) % 3;
    expect(count(renderBoard(midGame, other), /role="button"/g)).toBe(0);
    expect(count(renderBoard(midGame, midGame.turn!.seat, false), /<button|role="button"/g)).toBe(0);
  });

  it('given side B, then its rooms, both technical networks and its evacuation sections are drawn', () => {
    const b = selfPlayed(2, 'board-side-b', 'B', 60);
    const html = renderBoard(b[b.length - 1].state, 0);
    expect(count(html, /<title>(Unexplored room|[A-Z][A-Za-z0-9 ]+), room \d+/g)).toBe(21);
    expect(html).toContain('(red network)');
    expect(html).toContain('(blue network)');
    expect(html).toContain('Evacuation Section A, room 7');
  });

  it('given every fifth state of a game, then the board for each seat holds none of its secrets', () => {
    const checked = game.filter((_, i) => i % 5 === 0);
    for (const { state } of checked) {
      for (let seat = 0; seat < 3; seat++) {
        const html = renderBoard(state, seat);
        expect(findSecrets(html, nemesis.secrets(state, seat))).toEqual([]);
      }
    }
    expect(nemesis.secrets(midGame, 0).length).toBeGreaterThan(0);
  });
});
