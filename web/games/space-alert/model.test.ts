import { describe, expect, it } from 'vitest';
import { cardFace } from '../../../shared/games/space-alert/view';
import { cardLabel, clock, halfLabel, memberName, programsForTurn, shipModel, slotStatus, stepsOfTurn, tokensByTrack } from './model';
import { playUntil, viewOf } from './testing';
import { isSpaceAlertView } from './view-types';

describe('slots of an action board', () => {
  it('given a seat planning phase 2, then phase 1 is locked, phase 2 open and phase 3 still to come', () => {
    expect([1, 2, 3].map((n) => slotStatus(n, 2, false))).toEqual(['locked', 'locked', 'locked']);
    expect([4, 5, 6, 7].map((n) => slotStatus(n, 2, false))).toEqual(['open', 'open', 'open', 'open']);
    expect([8, 12].map((n) => slotStatus(n, 2, false))).toEqual(['later', 'later']);
  });

  it('given the mission resolved, then every slot is locked', () => {
    expect([1, 5, 12].map((n) => slotStatus(n, 3, true))).toEqual(['locked', 'locked', 'locked']);
  });
});

describe('card labels', () => {
  it('given an action card, then both halves are named, and each half alone', () => {
    const card = cardFace('ac-001');
    expect(cardLabel(card)).toBe('A / move red');
    expect(halfLabel(card, 'action')).toBe('A');
    expect(halfLabel(card, 'move')).toBe('move red');
  });

  it('given a heroic card, then its action is heroic and its move a teleport', () => {
    const card = cardFace('hc-4');
    expect(cardLabel(card)).toBe('heroic B / teleport UR');
    expect(halfLabel(card, 'move')).toBe('teleport UR');
  });

  it('given a battlebots card with the gravolift, then it reads as bots and gravolift', () => {
    expect(cardLabel(cardFace('ac-090'))).toBe('Bots / gravolift');
  });
});

describe('the ship and the tracks from the view', () => {
  const planning = playUntil('model-1', (s) => s.announced.length >= 2);
  const over = playUntil('model-1', () => false);

  it('given planning, then the whole crew stands at UW on the starting ship and threats are announced but not on a track', () => {
    const v = viewOf(planning, 0);
    const ship = shipModel(v, null);
    expect(ship.figures.map((f) => f.station)).toEqual(['UW', 'UW', 'UW', 'UW']);
    expect(ship.shields.white).toEqual({ energy: 1, capacity: 3 });
    expect(ship.reactors.white).toEqual({ energy: 3, capacity: 5 });
    const tokens = Object.values(tokensByTrack(v, null)).flat();
    expect(tokens).toHaveLength(v.threats.length);
    expect(tokens.every((t) => t.status === 'announced' && t.position === null)).toBe(true);
  });

  it('given the resolved mission, when a turn of the replay is chosen, then ship and threats come from that turn\'s snapshot', () => {
    const v = viewOf(over, 2);
    const record = v.resolution!;
    const snap = record.turns[record.turns.length - 1];
    const ship = shipModel(v, snap);
    expect(ship.shields).toEqual(snap.shields);
    expect(ship.damage).toEqual(snap.damage);
    const tokens = tokensByTrack(v, snap);
    const active = snap.threats.filter((t) => t.status === 'active');
    expect(active.length).toBeGreaterThan(0);
    for (const t of active) expect(tokens[t.zone ?? 'internal'].find((k) => k.token === t.token)?.position).toBe(t.position);
  });

  it('given the resolution log, when a turn is shown, then its lines are grouped by step in the order they happened', () => {
    const record = viewOf(over, 0).resolution!;
    const steps = stepsOfTurn(record.log, 1);
    expect(steps.map((s) => s.step)).toEqual([...new Set(record.log.filter((e) => e.turn === 1).map((e) => e.step))]);
    expect(steps.flatMap((s) => s.lines)).toEqual(record.log.filter((e) => e.turn === 1).map((e) => e.text));
    expect(steps[0].title).toBeTruthy();
  });

  it('given a turn, then each member\'s program for it is read from the slot of that turn, hidden ones as hidden', () => {
    const v = viewOf(planning, 1);
    const programs = programsForTurn(v.crew, 1);
    const bob = v.crew[1].slots[0];
    expect(programs[1].text).toBe(bob && 'card' in bob && bob.card ? halfLabel(bob.card, bob.half) : 'nothing (empty slot)');
    expect(programs[0].text).toMatch(/^(a hidden card|nothing \(empty slot\))$/);
    expect(programsForTurn(v.crew, 0)).toEqual([]);
  });
});

describe('small helpers', () => {
  it('given script seconds, then the clock reads m:ss', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(99)).toBe('1:39');
  });

  it('given seats with and without display names, then members take them, tagged Captain and you where they are', () => {
    const v = viewOf(playUntil('names', () => true, 2), 0);
    expect(memberName(v.crew[0], ['Ann', null], 1)).toBe('Ann (Captain)');
    expect(memberName(v.crew[1], ['Ann', null], 1)).toBe('Player 2 (you)');
    expect(memberName(v.crew[0], ['Ann', 'Bob'], 0)).toBe('Ann (Captain, you)');
  });

  it('given some other game\'s view, then it is not taken for a Space Alert view', () => {
    expect(isSpaceAlertView({ status: 'planning' })).toBe(false);
    expect(isSpaceAlertView(null)).toBe(false);
    expect(isSpaceAlertView(viewOf(playUntil('names', () => true, 2), 0))).toBe(true);
  });
});
