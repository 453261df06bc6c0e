import { describe, expect, it } from 'vitest';
import { Rng, type Viewer } from '../../engine';
import { redactEvent } from './events';
import { setup } from './setup';
import { focusGame } from './testing';
import { configSchema, type VoidfallState } from './state';
import { secrets, view } from './view';

const start = (seats: number, config: Record<string, unknown> = { houses: 'dealt' }, seed = 'view'): VoidfallState =>
  ({ ...setup(configSchema.parse(config), seats, { rng: Rng.fromSeed(`${seed}-${seats}`), now: 0 }), rng: [11, 22, 33, 44] });
const viewers = (seats: number): Viewer[] => [...Array.from({ length: seats }, (_, i) => i), 'spectator'];
const leaks = (s: VoidfallState, viewer: Viewer) => {
  const text = JSON.stringify(view(s, viewer));
  return secrets(s, viewer).filter((id) => text.includes(JSON.stringify(id)));
};

describe('Voidfall view', () => {
  it('given 2-4 players after set-up, then no secret id appears in any seat\'s or a spectator\'s view, nor the seed', () => {
    for (const seats of [2, 3, 4]) {
      const s = start(seats);
      for (const viewer of viewers(seats)) {
        expect(secrets(s, viewer).length).toBeGreaterThan(80);
        expect(leaks(s, viewer)).toEqual([]);
        expect(JSON.stringify(view(s, viewer))).not.toMatch(/"rng"|11,22,33,44/);
      }
    }
  });

  it('given a seat, then it sees its own Focus and Agenda hands and held tokens, and only the sizes of the others\'', () => {
    const s = start(3);
    s.players[1].agendaHand.push(s.agendaDecks.wealth.shift()!);
    s.players[1].bountyTokens.push(s.bountySupply.shift()!);
    const mine = view(s, 1);
    expect(mine.me!.focusHand).toEqual(s.players[1].focusHand);
    expect(mine.me!.agendaHand).toEqual(s.players[1].agendaHand);
    expect(mine.me!.bountyTokens).toEqual(s.players[1].bountyTokens);
    const theirs = view(s, 0);
    expect(theirs.players[1]).toMatchObject({ focusHandCount: 8, agendaHandCount: 1, bountyTokenCount: 1 });
    for (const id of [...s.players[1].focusHand, ...s.players[1].agendaHand, ...s.players[1].bountyTokens]) expect(secrets(s, 0)).toContain(id);
    expect(leaks(s, 0)).toEqual([]);
    expect(view(s, 'spectator').me).toBeNull();
  });

  it('given the Advanced Focus variant, then a face-down pick is seen by its owner only until it is revealed', () => {
    const s = start(2, { houses: 'dealt', advancedFocus: true });
    const card = s.players[0].focusHand.shift()!;
    s.preselected[0] = card;
    expect(view(s, 0).me!.preselected).toBe(card);
    expect(view(s, 1).players[0].hasPreselected).toBe(true);
    expect(secrets(s, 1)).toContain(card);
    expect(leaks(s, 1)).toEqual([]);
    s.preselected[0] = null;
    s.focusTurn = { seat: 0, focus: card, agenda: null, tradeFlipped: false, done: [], pending: null };
    expect(view(s, 1).focusTurn!.focus).toBe(card);
    expect(secrets(s, 1)).not.toContain(card);
  });

  it('given face-down decks and tokens, then views give sizes and counts only', () => {
    const s = start(4);
    const v = view(s, 2);
    expect(v.eventDeckSizes).toEqual({ 1: 0, 2: 10, 3: 10 });
    expect(v.events).toEqual(s.events);
    expect(v.improvedDeckSize).toBe(4);
    const withTokens = Object.entries(s.sectors).find(([, x]) => x.bountyTokens.length > 0)!;
    expect(v.sectors[withTokens[0]].bountyTokenCount).toBe(withTokens[1].bountyTokens.length);
    expect(v.sectors[withTokens[0]]).not.toHaveProperty('bountyTokens');
    for (const id of [s.eventDecks[2][0], s.agendaDecks.might[0], s.improvedDeck[0], withTokens[1].bountyTokens[0]]) expect(secrets(s, 'spectator')).toContain(id);
  });

  it('given a peek at the next cycle\'s events, then the peeker may see the card it put on top and nobody else', () => {
    const s = start(2);
    const top = s.eventDecks[2][0];
    s.eventPeeks.push({ seat: 1, cycle: 2, top, bottom: null });
    expect(view(s, 1).me!.eventPeeks).toEqual([{ cycle: 2, top, bottom: null }]);
    expect(secrets(s, 1)).not.toContain(top);
    expect(secrets(s, 0)).toContain(top);
    expect(leaks(s, 0)).toEqual([]);
  });

  it('given the table, then the view lists the labelled defaults a competitive game plays with', () => {
    const v = view(start(2), 0);
    expect(v.map.label).toBe('generated, not from the Compendium');
    expect(v.defaults.map((d) => d.id)).toContain('default-no-house-abilities');
    expect(v.defaults.every((d) => d.label.length > 0)).toBe(true);
  });
});

describe('Voidfall view of a Focus turn', () => {
  it('given a Preferred Focus action copying a card still in hand, then others see neither the card in the view nor in the event; the working copy is never shown', () => {
    const { s, seat } = focusGame('standard-temptation');
    const card = s.players[seat].focusHand.find((c) => c.startsWith('standard-progress@'))!;
    s.focusTurn!.pending = { action: 'focus-1', name: 'Exploit', groups: [], location: null, earlier: [{ op: 'preferred_focus_action', choice: { card, value: 1 } }] };
    const other = 1 - seat;
    expect(leaks(s, other)).toEqual([]);
    expect(JSON.stringify(view(s, other))).not.toContain('turnUndo');
    const event = { type: 'effect-resolved' as const, seat, op: 'preferred_focus_action', choice: { card, value: 1 } };
    expect(redactEvent(event, other)).toEqual({ ...event, choice: { value: 1 } });
    expect(redactEvent(event, seat)).toEqual(event);
  });
});
