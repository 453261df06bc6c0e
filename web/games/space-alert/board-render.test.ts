import { describe, expect, it, vi } from 'vitest';
import { spaceAlert } from '../../../shared/games/space-alert';
import { findSecrets } from '../../../test/e2e/support/secrets';
import { cardLabel, halfLabel } from './model';
import { play } from '../../../shared/games/space-alert/testing-game';
import { playUntil, viewOf } from './testing';
import { renderBoard } from './testing-render';

// The table's server action only runs inside Next; static rendering never calls it.
vi.mock('../../app/games/[id]/actions', () => ({ submitMove: vi.fn() }));

const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;

describe('the Space Alert board as one seat sees it', () => {
  const planning = playUntil('board-1', (s) => s.announced.length >= 2 && s.members.every((m) => m.slots.some(Boolean)));

  it('given cards on every board, when seat 2 looks, then its own hand is drawn and nothing secret from it is in the page', () => {
    const html = renderBoard(planning, 1);
    const secrets = spaceAlert.secrets(planning, 1);
    expect(secrets.length).toBeGreaterThan(0);
    expect(findSecrets(html, secrets)).toEqual([]);
    const hand = viewOf(planning, 1).me!.hand;
    expect(hand.length).toBeGreaterThan(0);
    for (const card of hand) expect(html).toContain(`aria-label="Card ${cardLabel(card)}`);
    expect(html).not.toMatch(/\b(ac|hc)-\d/);
  });

  it('given other members\' cards while hidden, then their slots show only that a card lies there and which half is up', () => {
    const html = renderBoard(planning, 1);
    const filledByOthers = planning.members.filter((m) => m.seat !== 1).flatMap((m) => m.slots.filter(Boolean)).length;
    expect(count(html, /aria-label="Turn \d+: a card, face down, (action|move) half up/g)).toBe(filledByOthers);
  });

  it('given a seat planning and not ready, then its hand cards and the open slots of its phase are buttons, locked ones are not', () => {
    const s = playUntil('board-2', () => true);
    const html = renderBoard(s, 0);
    const v = viewOf(s, 0);
    expect(count(html, /<button[^>]*aria-label="Card /g)).toBe(v.me!.hand.length);
    expect(count(html, /<button[^>]*aria-label="Turn \d+:/g)).toBe(3);
    expect(html).toContain('Ready for the next announcement');
    expect(html).toContain('Finish phase 1 (locks its turns)');
  });

  it('given a seat planning, then it can stand ready for the rest of its phase and choose what wakes it', () => {
    const html = renderBoard(playUntil('board-2', () => true), 0);
    expect(html).toContain('Ready for the rest of phase 1');
    expect(html).toContain('a new threat in red only');
  });

  it('given a seat standing ready for the rest of phase 1 and watching the red zone, then the board says what will wake it', () => {
    let s = play(playUntil('board-2', () => true), 2, { type: 'watch', zone: 'red' });
    s = play(s, 2, { type: 'ready-phase' });
    expect(renderBoard(s, 2)).toContain('You are ready for the rest of phase 1: you will be asked again when the next phase begins or on a new threat in the red zone.');
  });

  it('given the board in the history (no move action), then nothing on it can be clicked to send a move', () => {
    const html = renderBoard(planning, 1, false);
    expect(count(html, /<button/g)).toBe(0);
  });

  it('given announced threats, then each stands on its trajectory with its name, stats and actions, and the announcements are listed', () => {
    const html = renderBoard(planning, 0);
    const v = viewOf(planning, 0);
    for (const t of v.threats) {
      expect(html).toContain(`T+${t.token} ${t.card.name}`);
      expect(html).toContain(t.card.actions.Z);
    }
    for (const a of v.announcements) expect(html).toContain(a.text.replace(/'/g, '&#x27;'));
    expect(html).toMatch(/<title>Red zone trajectory T\d+: \d+ spaces/);
  });

  it('given communications down, then the board says so', () => {
    const s = playUntil('board-3', (x) => x.commsDown);
    expect(s.commsDown).toBe(true);
    expect(renderBoard(s, 0)).toContain('Communications down: no talking');
  });

  it('given a data transfer, then the seat chooses a card and a recipient or gives nothing', () => {
    const s = playUntil('board-3', (x) => x.status === 'transfer');
    expect(s.status).toBe('transfer');
    const html = renderBoard(s, 0);
    expect(html).toContain('Data transfer');
    expect(html).toContain('Give nothing');
    expect(findSecrets(html, spaceAlert.secrets(s, 0))).toEqual([]);
  });

  it('given the resolved mission, then the result, the replay controls and every member\'s cards face up are shown', () => {
    const s = playUntil('board-1', () => false);
    const v = viewOf(s, 3);
    const html = renderBoard(s, 3);
    expect(html).toContain(v.resolution!.reason);
    expect(html).toContain('Turn-by-turn replay');
    expect(html).toMatch(/Turn 0 of \d+/);
    expect(html).toContain('Next turn');
    const ann = v.crew[0].slots.find(Boolean)!;
    expect(html).toContain(`Turn ${v.crew[0].slots.indexOf(ann) + 1}: ${halfLabel('card' in ann && ann.card ? ann.card : { id: '' }, ann.half)}`);
  });
});
