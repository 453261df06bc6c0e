import { describe, expect, it, vi } from 'vitest';
import { voidfall as game } from '../../../shared/games/voidfall';
import type { VoidfallState } from '../../../shared/games/voidfall/state';
import { findSecrets } from '../../../test/e2e/support/secrets';
import { galaxyFrame, hexCentre, HEX_R } from './galaxy-layout';
import { cardName, sectorName } from './names';
import { renderBoard } from './testing/render';
import { selfPlayed } from './testing/self-played';

// The table's server action only runs inside Next; static rendering never calls it.
vi.mock('../../app/games/[id]/actions', () => ({ submitMove: vi.fn() }));

const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;
const escaped = (t: string) => t.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('the Voidfall board as one seat sees it', () => {
  const played = selfPlayed(3, 'board-render');
  const active = (s: VoidfallState) => game.prompts(s)[0]?.seat ?? 0;
  // A Focus turn with an action being resolved, somewhere in the second Cycle.
  const midGame = played.find(({ state: s }) => s.cycle === 2 && s.focusTurn?.pending && game.legalMoves(s, active(s)).some((m) => m.type === 'resolve-effect'))?.state ?? played[played.length - 1].state;
  const selection = played.find(({ state: s }) => s.phase === 'focus' && s.focusTurn === null && s.cycle === 1)!.state;

  it('given the galaxy, then every sector has a hex of its own, named by its place, and no two hexes overlap', () => {
    const coords = midGame.map.sectors.map((s) => s.coord as [number, number]);
    const { origin } = galaxyFrame(coords);
    const centres = coords.map((c) => hexCentre(c, origin));
    for (let i = 0; i < centres.length; i++) {
      for (let j = i + 1; j < centres.length; j++) expect(Math.hypot(centres[i].x - centres[j].x, centres[i].y - centres[j].y)).toBeGreaterThanOrEqual(HEX_R * 1.7);
    }
    const html = renderBoard(midGame, 0);
    expect(count(html, /<g role="button"[^>]*aria-label="[A-Z]\d+, /g)).toBe(midGame.map.sectors.length);
    expect(new Set(midGame.map.sectors.map((s) => sectorName(s.id))).size).toBe(midGame.map.sectors.length);
    for (const { home } of midGame.map.starts) expect(html).toContain(`${sectorName(home)}, Home Sector of`);
  });

  it('given the seat whose turn it is to select, then its Focus cards are buttons with their names, and the turn panel is not there yet', () => {
    const seat = active(selection);
    const html = renderBoard(selection, seat);
    for (const card of selection.players[seat].focusHand) expect(html).toContain(escaped(cardName(card)));
    expect(count(html, /<button type="button" class="[^"]*card[^"]*"/g)).toBe(selection.players[seat].focusHand.length);
    expect(html).not.toContain('aria-label="The Focus turn"');
  });

  it('given an action being resolved, then the turn panel shows the played card, its actions, the effects and the take-back button', () => {
    const seat = active(midGame);
    const html = renderBoard(midGame, seat);
    expect(html).toContain('aria-label="The Focus turn"');
    expect(html).toContain(`Your turn: ${escaped(cardName(midGame.focusTurn!.focus))}`);
    expect(html).toContain(`Resolving ${escaped(midGame.focusTurn!.pending!.name)}`);
    expect(html).toContain('↶ Take back the last action');
  });

  it('given another seat, then it sees no hand of Focus cards, no move buttons and no outlined sector', () => {
    const other = (active(midGame) + 1) % 3;
    const html = renderBoard(midGame, other);
    expect(html).toContain('aria-label="Your hand"');
    expect(count(html, /<button/g)).toBe(0);
    expect(count(renderBoard(midGame, null), /aria-label="Your hand"/g)).toBe(0);
  });

  it('given every twentieth state of a game, then the board for each seat holds none of its secrets', () => {
    for (const { state } of played.filter((_, i) => i % 20 === 0)) {
      for (let seat = 0; seat < 3; seat++) expect(findSecrets(renderBoard(state, seat), game.secrets(state, seat))).toEqual([]);
      expect(findSecrets(renderBoard(state, null), game.secrets(state, 'spectator'))).toEqual([]);
    }
    expect(game.secrets(midGame, 0).length).toBeGreaterThan(0);
  });
});
