/** Event card Panic's main effect (data event-cards.json): lose 1 Oxygen or spend Ammo, chosen in parallel. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import { resolveEventCard } from '../rules/round';
import type { RetaliationState } from '../state';
import { given, refusal, when } from '../testing/given';

/** Seat 0 fights an Adult in a-r05 holding a loaded Hand Cannon; seat 1 in a-r04 has a Drone in the corridor next to it and no weapon. */
function panicTable(): RetaliationState {
  const s = given({
    rooms: { 'a-r04': 'armory', 'a-r05': 'surgery-room', 'c-r04': 'reactor' },
    players: { 0: { space: 'a-r05', hands: { 'hand-cannon': [{ token: 'ammo', half: false }] } }, 1: { space: 'a-r04' } },
    corridors: { 'cp-a-r04--b-r01': {}, 'cp-a-r05--a-r07': {} },
    intruders: [{ type: 'adult', where: 'a-r05' }, { type: 'drone', where: 'cp-a-r04--b-r01' }],
  });
  s.decks.events = ['panic', ...s.decks.events.filter((e) => e !== 'panic')];
  s.turn = null;
  return s;
}

describe('Panic', () => {
  it('given a character with ammo and one without, when Panic resolves, then the one without loses 1 Oxygen and the other is asked', () => {
    const s = panicTable();
    const events = resolveEventCard(s, new Rng(s.rng));
    expect(events).toContainEqual({ type: 'oxygen-changed', seat: 1, oxygen: 6, suffocating: false });
    expect(s.phase).toBe('panic');
    expect(prompts(s)).toEqual([expect.objectContaining({ seat: 0, kind: 'panic', mode: 'simultaneous' })]);
    expect(legalMoves(s, 0)).toEqual([{ type: 'panic-choice', weapon: null }, { type: 'panic-choice', weapon: 'hand-cannon' }]);
    expect(legalMoves(s, 1)).toEqual([]);
  });

  it('given the question, when ammo is spent, then the Full Ammo turns Half, no oxygen is lost, and the Event Phase goes on to the Cleanup', () => {
    const s = panicTable();
    resolveEventCard(s, new Rng(s.rng));
    expect(refusal(s, 0, { type: 'panic-choice', weapon: 'assault-shotgun' }).message).toMatch(/Ammo token/);
    const round = s.round;
    const { state, events } = when(s, 0, { type: 'panic-choice', weapon: 'hand-cannon' });
    expect(state.players[0].itemGear['hand-cannon']).toEqual([{ token: 'ammo', half: true }]);
    expect(state.players[0].oxygen).toBe(7);
    expect(events).toContainEqual({ type: 'ammo-spent', seat: 0, item: 'hand-cannon', left: 'half' });
    expect(state.panic).toBeNull();
    expect(state.round).toBe(round + 1);
    expect(state.decks.eventDiscard).toContain('panic');
  });

  it('given the question, when oxygen is chosen, then 1 Oxygen is lost', () => {
    const s = panicTable();
    resolveEventCard(s, new Rng(s.rng));
    expect(when(s, 0, { type: 'panic-choice', weapon: null }).state.players[0].oxygen).toBe(6);
  });

  it('given a suffocating character, then the time-out default spends ammo rather than oxygen', () => {
    const s = panicTable();
    s.players[0].oxygen = 0;
    resolveEventCard(s, new Rng(s.rng));
    expect(prompts(s)[0].timeoutMove).toEqual({ type: 'panic-choice', weapon: 'hand-cannon' });
  });
});
