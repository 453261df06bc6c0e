import { describe, expect, it, vi } from 'vitest';
import { invasionTargets } from '../../../shared/games/voidfall/effects/invasion';
import { houseGame } from '../../../shared/games/voidfall/effects/testing-houses';
import { play } from '../../../shared/games/voidfall/testing';
import type { VoidfallView } from '../../../shared/games/voidfall/view';
import { eventLabel } from './event-labels';
import { moveLabel } from './move-labels';
import { namesFor } from './names';
import { promptKindWords } from './prompt-words';
import { rawWords } from './testing/raw-words';
import { renderBoard } from './testing/render';
import { seatsFor } from './testing/self-played';

// The table's server action only runs inside Next; static rendering never calls it.
vi.mock('../../app/games/[id]/actions', () => ({ submitMove: vi.fn() }));

const view = {} as VoidfallView;
const names = namesFor(0, seatsFor(2, 0));
const slot = { kind: 'agenda-slot', slot: 2 };

describe('Voidfall words for Nervo\'s Bombard and event C1-H\'s toll on Combat Replicators', () => {
  it('given the new moves, then each reads as a sentence naming what is spent and gained, without raw words', () => {
    const labels = [
      moveLabel({ type: 'invasion-bombard', absorption: 'approach' }, view, names),
      moveLabel({ type: 'invasion-bombard', absorption: 'salvo', pay: { materials: 1, credits: 2 } }, view, names),
      moveLabel({ type: 'replicator-toll', toll: 'material' }, view, names),
      moveLabel({ type: 'replicator-toll', toll: slot }, view, names),
      moveLabel({ type: 'replicator-toll', toll: 'decline' }, view, names),
    ];
    expect(labels).toEqual([
      'Bombard: spend 3 Materials for 1 Approach Absorption in this Combat',
      'Bombard: spend 1 Materials and 2 Credits for 1 Salvo Absorption in this Combat',
      'Deploy 1 Fleet Power with Combat Replicators, spending 1 Material for the Galactic Event\'s toll',
      'Deploy 1 Fleet Power with Combat Replicators, gaining a Corruption on Agenda slot 2 for the Galactic Event\'s toll',
      'Do not deploy with Combat Replicators',
    ]);
    expect(rawWords(labels as string[])).toEqual([]);
  });

  it('given the new events and prompt, then the log lines and the waiting words read in game words', () => {
    const seats = seatsFor(2, 1);
    const lines = [
      eventLabel({ type: 'bombard-absorption-bought', seat: 0, absorption: 'salvo', paid: { materials: 3 } }, seats),
      eventLabel({ type: 'replicator-toll-answered', seat: 0, toll: slot }, seats),
      eventLabel({ type: 'replicator-toll-answered', seat: 0, toll: 'decline' }, seats),
      promptKindWords('replicator-toll'),
    ];
    expect(lines.every((l) => typeof l === 'string' && l.length > 0)).toBe(true);
    expect(lines[1]).toContain('Agenda slot 2');
    expect(rawWords(lines as string[])).toEqual([]);
  });
});

describe('Voidfall board: Nervo gathering a Bombard invasion', () => {
  it('given the invasion gathered, then the turn panel offers each Bombard purchase beside the launch', () => {
    let { s, seat } = houseGame('nervo', 'nervo-exaltation');
    const { outpost } = s.map.starts[seat];
    const target = invasionTargets(s, seat).find((id) => s.map.adjacency.some(([a, b]) => (a === outpost && b === id) || (b === outpost && a === id)))!;
    s = play(s, seat, { type: 'take-action', action: 'focus-1' });
    s = play(s, seat, { type: 'resolve-effect', group: 0, index: 0, choice: { sector: target } });
    s = play(s, seat, { type: 'invasion-add', sector: outpost, fleet: s.sectors[outpost].fleets[0].type });
    const html = renderBoard(s, seat);
    const start = html.indexOf('aria-label="Turn"');
    const panel = html.slice(start, html.indexOf('</div>', start));
    expect(panel).toContain('Bombard: spend 3 Materials for 1 Approach Absorption in this Combat');
    expect(panel).toContain('Bombard: spend 3 Materials for 1 Salvo Absorption in this Combat');
    expect(panel).toContain('Launch the invasion');
  });
});
