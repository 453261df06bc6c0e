import { describe, expect, it } from 'vitest';
import type { NemesisEvent } from '../events';
import { nemesis } from '../index';
import { closeDoor } from '../rules/markers';
import type { NemesisState } from '../state';
import { given, refusal, when } from '../testing/given';

/** 12 door tokens on the board: 11 closed doors and 1 destroyed one; `free` is a corridor still open. */
function allDoorsOut(): { s: NemesisState; closed: string[]; free: string } {
  const s = given({ seats: 2 });
  const ids = Object.keys(s.corridors).sort();
  const closed = ids.slice(0, 11);
  for (const id of closed) s.corridors[id].door = 'closed';
  s.corridors[ids[11]].door = 'destroyed';
  return { s, closed, free: ids[12] };
}

describe('D24: the door shortage', () => {
  it('given all 12 door tokens on the board, when a door closes, then it closes and the causing player picks which closed door gives its token', () => {
    const { s, closed, free } = allDoorsOut();
    const events: NemesisEvent[] = [];
    closeDoor(s, free, events);
    expect(s.corridors[free].door).toBe('closed');
    expect(s.doorShortage).toEqual({ seat: 0, corridor: free });
    expect(nemesis.prompts(s)).toEqual([expect.objectContaining({ seat: 0, kind: 'move-door' })]);
    expect(nemesis.legalMoves(s, 0)).toEqual(closed.map((corridor) => ({ type: 'move-door', corridor })));
    expect(nemesis.legalMoves(s, 1)).toEqual([]);
    const { state, events: moved } = when(s, 0, { type: 'move-door', corridor: closed[4] });
    expect(moved).toEqual([{ type: 'doors-opened', corridors: [closed[4]] }]);
    expect(state.corridors[closed[4]].door).toBe('open');
    expect(Object.values(state.corridors).filter((c) => c.door !== 'open')).toHaveLength(12);
    expect(state.doorShortage).toBeNull();
  });

  it('given the pick is pending, then the new door, a destroyed door or another seat\'s answer are refused', () => {
    const { s, free } = allDoorsOut();
    closeDoor(s, free, []);
    const destroyed = Object.keys(s.corridors).find((id) => s.corridors[id].door === 'destroyed')!;
    expect(refusal(s, 0, { type: 'move-door', corridor: free }).code).toBe('move/move-door');
    expect(refusal(s, 0, { type: 'move-door', corridor: destroyed }).code).toBe('move/move-door');
    expect(refusal(s, 1, { type: 'move-door', corridor: free }).code).toBe('move/not-your-turn');
    expect(refusal(s, 0, { type: 'pass', discard: [] }).code).toBe('move/not-now');
  });

  it('given the event phase (no turn), then the first player picks', () => {
    const { s, free } = allDoorsOut();
    s.turn = null;
    s.firstPlayer = 1;
    closeDoor(s, free, []);
    expect(s.doorShortage!.seat).toBe(1);
  });
});
