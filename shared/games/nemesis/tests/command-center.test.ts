import { describe, expect, it } from 'vitest';
import { nemesis } from '../index';
import { boardOf } from '../rules/board';
import type { NemesisState } from '../state';
import { cardsOf, given, refusal, when } from '../testing/given';

const X = 'a-slot-14';
const corridorsOf = (s: NemesisState, slot: string) => boardOf(s.side).exits(slot).flatMap((e) => (e.kind === 'corridor' ? [e.id] : []));
const inCommandCenter = () => given({ seats: 2, players: { 0: { room: X } }, explored: { [X]: 'command-center' } });
const act = (s: NemesisState, choice: string) => ({ type: 'room-action' as const, pay: cardsOf(s, 0, 2), choice });

describe('the Command Center (digest §9.1)', () => {
  it('given a room with closed and open doors, when the doors are set one by one, then each door ends as chosen and the turn goes on afterwards', () => {
    const s = inCommandCenter();
    const target = 'a-slot-05';
    const [c1, c2, ...rest] = corridorsOf(s, target);
    s.corridors[c1].door = 'closed';
    let played = when(s, 0, act(s, target));
    expect(played.state.decision).toEqual({ seat: 0, kind: 'doors', room: target, corridors: [c1, c2, ...rest] });
    // While the doors are being set, only that seat's two door moves are legal, and the turn waits.
    expect(nemesis.legalMoves(played.state, 0)).toEqual([
      { type: 'set-door', corridor: c1, door: 'open' },
      { type: 'set-door', corridor: c1, door: 'closed' },
    ]);
    expect(nemesis.legalMoves(played.state, 1)).toEqual([]);
    played = when(played.state, 0, { type: 'set-door', corridor: c1, door: 'open' }, { type: 'set-door', corridor: c2, door: 'closed' });
    for (const c of rest) played = when(played.state, 0, { type: 'set-door', corridor: c, door: 'open' });
    expect([played.state.corridors[c1].door, played.state.corridors[c2].door]).toEqual(['open', 'closed']);
    expect(played.state.decision).toBeNull();
    expect(played.state.turn).toEqual({ seat: 0, actions: 1 });
    expect(played.events).toContainEqual({ type: 'doors-opened', corridors: [c1] });
    expect(played.events).toContainEqual({ type: 'door-closed', corridor: c2 });
  });

  it('given a destroyed door in the chosen room, then it is not asked about and stays destroyed', () => {
    const s = inCommandCenter();
    const [c1, c2] = corridorsOf(s, 'a-slot-05');
    s.corridors[c1].door = 'destroyed';
    const { state } = when(s, 0, act(s, 'a-slot-05'));
    const d = state.decision!;
    expect(d.kind === 'doors' && d.corridors[0]).toBe(c2);
    expect(refusal(state, 0, { type: 'set-door', corridor: c1, door: 'closed' }).code).toBe('move/set-door');
  });

  it('given the doors being set, then another move or a door out of order is refused and nothing changes', () => {
    const s = inCommandCenter();
    const [c1, c2] = corridorsOf(s, 'a-slot-05');
    const { state } = when(s, 0, act(s, 'a-slot-05'));
    expect(refusal(state, 0, { type: 'set-door', corridor: c2, door: 'closed' }).message).toMatch(/order/);
    expect(refusal(state, 0, { type: 'pass', discard: [] }).code).toBe('move/not-now');
    expect(refusal(state, 1, { type: 'set-door', corridor: c1, door: 'closed' }).code).toBe('move/not-your-turn');
  });

  it('given the second action of the turn, then the turn ends only once the last door is set', () => {
    const s = inCommandCenter();
    s.turn!.actions = 1;
    const doors = corridorsOf(s, X);
    let played = when(s, 0, act(s, X));
    expect(played.state.turn!.seat).toBe(0);
    for (const c of doors) played = when(played.state, 0, { type: 'set-door', corridor: c, door: 'closed' });
    expect(doors.every((c) => played.state.corridors[c].door === 'closed')).toBe(true);
    expect(played.state.turn!.seat).toBe(1);
  });

  it('given Computer Skills in the Command Center, then its free room action starts the same door-by-door decision', () => {
    const s = given({ seats: 2, players: { 0: { character: 'pilot', room: X } }, explored: { [X]: 'command-center' } });
    s.players[0].hand = ['pilot-computer-skills-1', 'pilot-search-1'];
    const [c1] = corridorsOf(s, 'a-slot-05');
    const { state } = when(s, 0, { type: 'play-card', card: 'pilot-computer-skills-1', pay: [], choice: `room:${X}:a-slot-05` });
    expect(state.decision).toMatchObject({ seat: 0, kind: 'doors', room: 'a-slot-05' });
    expect(state.players[0].hand).toEqual(['pilot-search-1']);
    expect(nemesis.legalMoves(state, 0)).toContainEqual({ type: 'set-door', corridor: c1, door: 'closed' });
  });

  it('E26: given a lockdown, when the Command Center opens one of its doors, then nobody dies at the end of the player phase', () => {
    const s = given({ seats: 2, players: { 0: { room: X }, 1: { room: 'a-slot-05' } }, explored: { [X]: 'command-center', 'a-slot-05': 'canteen' } });
    const doors = corridorsOf(s, 'a-slot-05');
    for (const c of doors) s.corridors[c].door = 'closed';
    s.lockdown = { room: 'a-slot-05', doors };
    let played = when(s, 0, act(s, 'a-slot-05'));
    for (const [k, c] of doors.entries()) played = when(played.state, 0, { type: 'set-door', corridor: c, door: k === 0 ? 'open' : 'closed' });
    played = when(played.state, 0, { type: 'pass', discard: [] });
    played = when(played.state, 1, { type: 'pass', discard: [] });
    expect(played.events).toContainEqual({ type: 'lockdown-ended', room: 'a-slot-05', deadly: false });
    expect(played.state.players[1].status).toBe('aboard');
  });
});
