import { describe, expect, it, vi } from 'vitest';
import { galacticEvents } from '../../../shared/games/voidfall/data';
import type { VoidfallState } from '../../../shared/games/voidfall/state';
import { agendaTexts, eventTexts, focusActionTexts, houseAbilityText, NOT_IN_DATA, preferredFocusNames, technologyText } from './card-texts';
import { listWords } from './names';
import { rawWords, readableText } from './testing/raw-words';
import { renderBoard } from './testing/render';
import { selfPlayed } from './testing/self-played';

// The table's server action only runs inside Next; static rendering never calls it.
vi.mock('../../app/games/[id]/actions', () => ({ submitMove: vi.fn() }));

const escaped = (t: string) => t.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const missing = (html: string, texts: string[]) => texts.filter((t) => !html.includes(escaped(t)));

describe('the cards in play read with their texts on the Voidfall board', () => {
  const played = selfPlayed(3, 'card-texts');
  // Mid-game: the second Cycle's events are out, every player holds Technologies and Focus cards, some hold Agendas.
  const midGame =
    played.find(({ state: s }) => s.cycle === 2 && s.phase === 'focus' && s.players.some((p) => p.agendaHand.length > 0) && s.players.every((p) => p.focusHand.length > 2))?.state ??
    played.find(({ state: s }) => s.cycle === 2)!.state;
  const viewer = midGame.players.findIndex((p) => p.agendaHand.length > 0);
  const html = renderBoard(midGame, viewer);

  it('given a mid-game board, then each revealed Galactic Event shows its objectives with their rewards', () => {
    expect(midGame.events.length).toBeGreaterThanOrEqual(2);
    for (const id of midGame.events) expect(missing(html, eventTexts(id).objectives)).toEqual([]);
    expect(html).toContain('Objectives (each with its reward)');
  });

  it('given the Agenda offer and the played Agendas, then their objectives are there for every seat and the spectator', () => {
    const offered = Object.values(midGame.agendaOffer).filter((a): a is string => typeof a === 'string');
    const played = midGame.players.flatMap((p) => p.agendaSlots.flatMap((a) => (a.agenda ? [a.agenda] : [])));
    expect(offered.length).toBeGreaterThan(0);
    for (const seat of [0, 1, 2, null]) expect(missing(renderBoard(midGame, seat), [...offered, ...played].flatMap(agendaTexts))).toEqual([]);
  });

  it('given every player’s Technologies and the tableau, then each reads with its ability', () => {
    const owned = midGame.players.flatMap((p) => p.technologies);
    expect(owned.length).toBeGreaterThanOrEqual(3);
    expect(missing(html, [...owned, ...midGame.tableau.map((t) => t.technology), ...midGame.improvedOffer].map(technologyText))).toEqual([]);
  });

  it('given every House mat, then it reads its House ability (or that the data has none) and its Preferred Focus cards by name', () => {
    for (const p of midGame.players) expect(html).toContain(escaped(`House ability: ${houseAbilityText(p.house!)} · Preferred Focus: ${listWords(preferredFocusNames(p.house!))}`));
    expect(houseAbilityText('valnis')).toBe('none (a basic House)');
    expect(houseAbilityText('nervo')).toBe(NOT_IN_DATA);
    expect(preferredFocusNames('valnis')).toEqual(['Progress', 'Politics']);
  });

  it('given the viewer’s hand, then each Focus card shows its three actions with costs and texts, and each Agenda its objectives', () => {
    const me = midGame.players[viewer];
    for (const card of me.focusHand) {
      expect(focusActionTexts(card)).toHaveLength(3);
      expect(missing(html, focusActionTexts(card))).toEqual([]);
    }
    expect(me.agendaHand.length).toBeGreaterThan(0);
    expect(missing(html, me.agendaHand.flatMap(agendaTexts))).toEqual([]);
  });

  /** Texts only another seat's hand holds: its Agendas' objectives and its Focus cards' actions nothing public shows. */
  function othersSecretTexts(s: VoidfallState, viewer: number): string[] {
    const me = s.players[viewer];
    const seen = new Set([
      ...me.focusHand.flatMap(focusActionTexts),
      ...(s.focusTurn?.focus ? focusActionTexts(s.focusTurn.focus) : []),
      ...me.agendaHand.flatMap(agendaTexts),
      ...Object.values(s.agendaOffer).flatMap((a) => (a ? agendaTexts(a) : [])),
      ...s.players.flatMap((p) => p.agendaSlots.flatMap((a) => (a.agenda ? agendaTexts(a.agenda) : []))),
    ]);
    return s.players
      .filter((_, seat) => seat !== viewer)
      .flatMap((p) => [...p.focusHand.flatMap(focusActionTexts), ...p.agendaHand.flatMap(agendaTexts)])
      .filter((t) => !seen.has(t) && t !== NOT_IN_DATA);
  }

  it('given another seat’s hand, then none of its Agendas’ or own Focus cards’ texts reach the viewer', () => {
    const withSecrets = played.filter((_, i) => i % 10 === 0).flatMap(({ state: s }) => [0, 1, 2].map((seat) => ({ s, seat, secret: othersSecretTexts(s, seat) }))).filter((x) => x.secret.length > 0);
    expect(withSecrets.length).toBeGreaterThan(0);
    // The same texts do reach their holder: their absence elsewhere is the view's doing, not a board that shows no text.
    const first = withSecrets[0];
    const holders = [0, 1, 2].filter((o) => o !== first.seat).map((o) => renderBoard(first.s, o));
    expect(first.secret.filter((t) => !holders.some((page) => page.includes(escaped(t))))).toEqual([]);
    for (const { s, seat, secret } of withSecrets.slice(0, 12)) {
      const page = renderBoard(s, seat);
      expect(secret.filter((t) => page.includes(escaped(t)))).toEqual([]);
    }
  });

  it('given every fortieth state of the game, then no seat’s board holds a raw id or code word, nor a French text', () => {
    const french = galacticEvents.flatMap((e) => e.objectives.flatMap((o) => o.lines.map((l) => (l as { text_fr?: string }).text_fr ?? '')));
    const states: VoidfallState[] = [midGame, ...played.filter((_, i) => i % 40 === 0).map((p) => p.state)];
    for (const s of states) {
      for (const seat of [0, 1, 2, null]) {
        const page = renderBoard(s, seat);
        expect(rawWords(readableText(page))).toEqual([]);
        expect(french.filter((t) => t && page.includes(escaped(t)))).toEqual([]);
      }
    }
  });

  it('given a card the data gives no English text (a tutorial event, the Agenda S2), then it says so in words', () => {
    expect(eventTexts('event-c1-t').objectives).toEqual([NOT_IN_DATA, `or: ${NOT_IN_DATA}`]);
    expect(agendaTexts('agenda-s2-industrial-conglomerate')).toEqual([NOT_IN_DATA]);
    expect(eventTexts('event-c1-a').objectives[1]).toMatch(/^or: If you have at least three Technologies/);
    expect(focusActionTexts('standard-conquest@1')[0]).toBe('Engage (2 Energy): Invade a sector OR Regroup.');
    expect(focusActionTexts('standard-production@0')[0]).toMatch(/^Flourish \(no cost\): /);
  });

  it('given Focus turns of a game, then the turn panel writes a free action\'s cost "no cost", never the data\'s "None"', () => {
    // Every fifth position of a played card, enough to meet free actions without rendering hundreds of boards.
    const turns = selfPlayed(2, 'card-texts-turns').filter(({ state }) => state.focusTurn?.focus).filter((_, i) => i % 5 === 0);
    expect(turns.length).toBeGreaterThan(5);
    const panels = turns.map(({ state }) => readableText(renderBoard(state, state.focusTurn!.seat)).join(' '));
    expect(panels.filter((t) => t.includes('(None)'))).toEqual([]);
    expect(panels.some((t) => t.includes('(no cost)'))).toBe(true);
  });
});
