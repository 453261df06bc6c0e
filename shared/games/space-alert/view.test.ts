/** Hidden information (digest §7): hands, boards, decks and the script ahead never reach a viewer who may not see them. */
import { describe, expect, it } from 'vitest';
import { cardById } from './data/cards';
import { spaceAlert } from '.';
import { advance, newGame, play } from './testing-game';
import type { SpaceAlertEvent } from './events';

const json = (x: unknown) => JSON.stringify(x);

describe('views', () => {
  const s0 = newGame({ mission: 'mission-2' }, 3);
  const card = s0.members[0].hand.find((c) => !cardById(c)!.heroic)!;
  const s = play(s0, 0, { type: 'place', card, slot: 1, half: 'move' });

  it('given P1 placed a card, then P1 sees it, the others see only that slot 1 holds a movement half', () => {
    const mine = spaceAlert.view(s, 0);
    const theirs = spaceAlert.view(s, 1);
    expect(mine.crew[0].slots[0]).toEqual({ card: { id: card, heroic: false, action: cardById(card)!.action, move: (cardById(card) as { move: string }).move }, half: 'move' });
    expect(theirs.crew[0].slots[0]).toEqual({ half: 'move' });
    expect(json(theirs)).not.toContain(`"${card}"`);
  });
  it('given any viewer, then no declared secret appears in their view, and spectators see no hand at all', () => {
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      const shown = json(spaceAlert.view(s, viewer));
      for (const secret of spaceAlert.secrets(s, viewer)) expect(shown).not.toContain(`"${secret}"`);
    }
    expect(spaceAlert.view(s, 'spectator').me).toBeNull();
  });
  it('given P1 plans phase 1, then the view names slots 1-3 as the open ones', () => {
    expect(spaceAlert.view(s, 0).me?.openSlots).toEqual([1, 2, 3]);
  });
  it('given solo, then the player sees their phase and open slots though they hold no hand', () => {
    expect(spaceAlert.view(newGame({}, 1), 0).me).toEqual(expect.objectContaining({ member: null, hand: [], phase: 1, openSlots: [1, 2, 3] }));
  });
  it('given the undealt phase-2 stack, then even its owner cannot see it', () => {
    expect(spaceAlert.secrets(s, 0)).toEqual(expect.arrayContaining(s.members[0].stacks[0]));
  });
  it('given the android, then its heroic card and its board are public', () => {
    expect(spaceAlert.view(s, 2).crew[3].heroic?.id).toBe(s.members[3].heroic);
  });
  it('given the next announcement, then its id is secret from everyone until it fires', () => {
    expect(spaceAlert.secrets(s, 1)).toContain(s.timeline[0].id);
    expect(json(spaceAlert.view(s, 1).announcements)).not.toContain(s.timeline[0].id);
  });
  it('given the log, then a placed card is hidden from other players but an android placement is public', () => {
    const placed: SpaceAlertEvent = { type: 'placed', seat: 0, member: 0, android: false, slot: 1, half: 'move', card };
    expect(spaceAlert.redact(placed, 1)).toEqual({ ...placed, card: undefined });
    expect(spaceAlert.redact(placed, 0)).toEqual(placed);
    expect(spaceAlert.redact({ ...placed, android: true, member: 3 }, 1)).toEqual({ ...placed, android: true, member: 3 });
    expect(spaceAlert.redact({ type: 'drew', seat: 0, card }, 2)).toEqual({ type: 'drew', seat: 0 });
  });
  it('given the mission resolved, then every board, the record and the score are shown to everyone', () => {
    const over = advance(s, () => false);
    const v = spaceAlert.view(over, 'spectator');
    expect(spaceAlert.secrets(over, 1)).toEqual([]);
    expect(v.crew[0].slots[0]).toEqual(expect.objectContaining({ card: expect.objectContaining({ id: card }) }));
    expect(v.resolution?.turns[0].turn).toBe(0);
    expect(v.resolution?.log.some((l) => l.text.includes('Seat 1 moves'))).toBe(true);
  });
});
