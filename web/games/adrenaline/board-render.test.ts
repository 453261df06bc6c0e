import { describe, expect, it, vi } from 'vitest';
import { adrenaline } from '../../../shared/games/adrenaline';
import { findSecrets } from '../../../test/e2e/support/secrets';
import { play, playedOn, shotAwaitingTarget, start } from './testing/positions';
import { renderBoard } from './testing/render';
import { powerupName } from './view-model';

// The table's server action only runs inside Next; static rendering never calls it.
vi.mock('../../app/games/[id]/actions', () => ({ submitMove: vi.fn() }));

const pressable = (html: string) => html.match(/aria-pressed=/g)?.length ?? 0;

describe('the Adrenaline board as one seat sees it', () => {
  const mid = playedOn(400);

  it('given a game under way, when a seat\'s board is drawn, then it names its own powerups and holds nothing secret from it', () => {
    const html = renderBoard(mid);
    const secrets = adrenaline.secrets(mid.state, mid.seat);
    expect(secrets.length).toBeGreaterThan(0);
    expect(findSecrets(html, secrets)).toEqual([]);
    for (const card of adrenaline.view(mid.state, mid.seat).me!.powerups) expect(html).toContain(powerupName(card));
  });

  it('given the first player holding its two drawn powerups, then the others see them only as a count', () => {
    const s = start();
    const mine = adrenaline.view(s, 0).me!.powerups;
    expect(mine).toHaveLength(2);
    expect(renderBoard({ state: s, seat: 0 })).toContain(powerupName(mine[0]));
    for (const seat of [1, 2]) {
      const html = renderBoard({ state: s, seat });
      expect(findSecrets(html, adrenaline.secrets(s, seat))).toEqual([]);
      expect(html).toMatch(/aria-label="Ann&#x27;s board">[\s\S]*?<dt>Powerups<\/dt><dd>2<\/dd>/);
    }
  });

  it('given the arena, then rooms, spawnpoints, ammo tiles, racks and figures are drawn with labels', () => {
    const html = renderBoard(mid);
    expect(html).toContain('aria-label="The arena: ');
    expect(html).toMatch(/<title>A2, red room, red spawnpoint<\/title>/);
    expect(html).toMatch(/<title>Ammo tile: [a-z, ]+<\/title>/);
    expect(html).toContain('aria-label="Weapons at the blue spawnpoint"');
    expect(html.match(/<title>[^<]+ figure\) on [A-D][1-3], \d+ damage<\/title>/g)?.length).toBe(mid.state.players.filter((p) => p.square).length);
    expect(html).toContain('aria-label="Kill-shot track"');
  });

  it('given a shot waiting for its target, then the target\'s figure and board are the only choices on the board', () => {
    const html = renderBoard(shotAwaitingTarget());
    expect(pressable(html)).toBe(2);
    // One move each: the figure and the board say what a click does, and a click sends it.
    expect(html.match(/aria-label="Target Bob"/g)).toHaveLength(2);
  });

  it('given the history page (no move target), then nothing on the board is clickable', () => {
    expect(pressable(renderBoard(shotAwaitingTarget(), false))).toBe(0);
    expect(pressable(renderBoard({ state: start(), seat: 0 }, false))).toBe(0);
    expect(pressable(renderBoard({ state: start(), seat: 0 }))).toBe(2);
  });

  it('given an unconfirmed shot, then its shooter reads what it does so far and no other seat does', () => {
    const { state } = shotAwaitingTarget();
    const hit = play(state, 0, { type: 'target', seat: 1 });
    expect(renderBoard({ state: hit, seat: 0 })).toContain('Not confirmed yet: Bob +2 damage, +1 mark');
    expect(renderBoard({ state: hit, seat: 1 })).not.toContain('Not confirmed yet');
  });
});

