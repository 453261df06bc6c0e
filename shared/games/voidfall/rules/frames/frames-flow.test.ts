import { describe, expect, it } from 'vitest';
import { stateHash } from '../../../../engine';
import { startGame } from '../../flow/cycle';
import { legalMoves } from '../../legal-moves';
import { applyVoidfall } from '../../moves';
import type { VoidfallMove } from '../../moves/schema';
import { prompts } from '../../prompts';
import type { VoidfallState } from '../../state';
import { play, seatedGame } from '../../testing';
import { adjacentVoidborn, placementSector } from '../event-frames';

/** Cycle 1 begins with event `event` (its frames resolved in Preparation step 5); set-up tasks dropped. */
function gameWith(event: string, prepare: (s: VoidfallState) => void = () => {}): VoidfallState {
  const s = seatedGame([['valnis', 'A'], ['zenor', 'A']], 'x01', 'frames-flow');
  s.players.forEach((p) => { p.setupTasks = []; });
  s.eventDecks[1] = [event];
  prepare(s);
  startGame(s);
  return s;
}
const chooser = (s: VoidfallState) => s.turnOrder[s.frameStep!.order];
const frameMove = (choice: Record<string, unknown>): VoidfallMove => ({ type: 'resolve-frame', choice } as VoidfallMove);

describe('Voidfall Galactic Event frames as the players\' choices (Preparation step 5)', () => {
  it('given event C1-B, when its first frame has several valid sectors, then Preparation waits for the first player, whose time-out is the former reading', () => {
    const s = gameWith('event-c1-b');
    const seat = chooser(s);
    expect([s.phase, s.frameStep!.frame, seat]).toEqual(['preparation', 0, s.turnOrder[0]]);
    const moves = legalMoves(s, seat);
    const fallback = placementSector(s, adjacentVoidborn(s, seat), { reclaim: true, sectorDefense: true });
    expect(moves[0]).toEqual(frameMove({ sector: fallback }));
    expect(moves.length).toBeGreaterThan(1);
    expect(prompts(s)).toEqual([expect.objectContaining({ seat, kind: 'event-frame', timeoutMove: moves[0] })]);
    expect(legalMoves(s, 1 - seat)).toEqual([]);
  });

  it('given the choice, when the player names another sector, then the pieces go there, not to the default one', () => {
    const s = gameWith('event-c1-b');
    const seat = chooser(s);
    const [first, other] = legalMoves(s, seat).map((m) => (m as { choice: { sector: string } }).choice.sector);
    const after = play(s, seat, frameMove({ sector: other }));
    expect([after.sectors[other].reclaimTokens.length, after.sectors[other].installations.includes('sector_defense')]).toEqual([1, true]);
    expect(after.sectors[first].reclaimTokens.length).toBe(s.sectors[first].reclaimTokens.length);
  });

  it('given the wait, then another seat, an unlisted sector and a malformed choice are refused with a sentence, nothing changed', () => {
    const s = gameWith('event-c1-b');
    const seat = chooser(s);
    const before = stateHash(s);
    const wrongSeat = applyVoidfall(s, 1 - seat, legalMoves(s, seat)[0]);
    expect(wrongSeat.ok ? null : wrongSeat.error).toEqual({ code: 'move/not-your-turn', message: 'Another player is choosing in this Galactic Event frame.' });
    const home = s.map.starts[seat].home;
    const unlisted = applyVoidfall(s, seat, frameMove({ sector: home }));
    expect(unlisted.ok ? null : unlisted.error.message).toMatch(/^That is not one of your choices now in the frame "Place a Reclaim token/);
    expect(stateHash(s)).toBe(before);
    const notWaiting = applyVoidfall(play(s, seat, legalMoves(s, seat)[0]), seat, frameMove({ decline: true }));
    expect(notWaiting.ok).toBe(false);
  });

  it('given an optional frame, then declining is the default; taking it activates a Fleet Power; the Focus rounds start after the last player', () => {
    let s = gameWith('event-c1-b');
    while (s.frameStep && s.frameStep.frame === 0) s = play(s, chooser(s), legalMoves(s, chooser(s))[0]);
    expect([s.frameStep!.frame, s.agendaOfferCorrupted.dominance]).toEqual([2, true]);
    const [first, second] = s.turnOrder;
    expect(legalMoves(s, first)[0]).toEqual(frameMove({ decline: true }));
    const active = s.players[first].fleetPower.active;
    s = play(s, first, frameMove({ option: 0 }));
    // The branch opens its effect: "Activate 1 Fleet Power", then the frame goes on.
    s = play(s, first, legalMoves(s, first)[0]);
    expect(s.players[first].fleetPower.active).toBe(active + 1);
    expect(chooser(s)).toBe(second);
    s = play(s, second, frameMove({ decline: true }));
    expect([s.phase, s.round, s.frameStep]).toEqual(['focus', 1, null]);
  });

  it('given the same moves played twice from the same state, then the states hash alike; another choice hashes otherwise', () => {
    const s = gameWith('event-c1-b');
    const seat = chooser(s);
    const moves = legalMoves(s, seat);
    const runOf = (first: VoidfallMove) => {
      let x = play(s, seat, first);
      while (x.phase === 'preparation') x = play(x, chooser(x), legalMoves(x, chooser(x)).at(-1)!);
      return stateHash(x);
    };
    expect(runOf(moves[0])).toBe(runOf(moves[0]));
    expect(runOf(moves[1])).not.toBe(runOf(moves[0]));
  });

  it('given event C1-J and a Harbinger, when two players each pledge a Corruption, then both gain it and the Harbinger returns to the supply', () => {
    const s0 = gameWith('event-c1-j', (s) => { Object.values(s.sectors).find((x) => x.voidbornFleetPower > 0)!.harbingers = 1; });
    let s = s0;
    while (s.frameStep && s.frameStep.frame === 0) s = play(s, chooser(s), legalMoves(s, chooser(s))[0]);
    const [first, second] = s.turnOrder;
    const harbinger = Object.keys(s.sectors).find((id) => s.sectors[id].harbingers > 0)!;
    const pledge = legalMoves(s, first).find((m) => 'to' in (m as { choice: object }).choice)!;
    s = play(s, first, pledge);
    s = play(s, first, frameMove({ decline: true }));
    const complete = legalMoves(s, second).find((m) => (m as { choice: { sector?: string } }).choice.sector === harbinger)!;
    s = play(s, second, complete);
    expect(s.sectors[harbinger].harbingers).toBe(0);
    expect([first, second].map((seat) => s.players[seat].agendaSlots.filter((a) => a.corrupted).length + Object.values(s.sectors).filter((x) => x.owner === seat && x.corrupted).length
      + Object.values(s.players[seat].trackCorruption).filter(Boolean).length))
      .toEqual([first, second].map((seat) => s0.players[seat].agendaSlots.filter((a) => a.corrupted).length + Object.values(s0.sectors).filter((x) => x.owner === seat && x.corrupted).length
        + Object.values(s0.players[seat].trackCorruption).filter(Boolean).length + 1));
    expect(s.phase).toBe('focus');
  });

  it('given event C1-J, when only one Corruption is pledged by the end of the turn order, then nothing is gained', () => {
    let s = gameWith('event-c1-j', (x) => { Object.values(x.sectors).find((y) => y.voidbornFleetPower > 0)!.harbingers = 1; });
    while (s.frameStep && s.frameStep.frame === 0) s = play(s, chooser(s), legalMoves(s, chooser(s))[0]);
    const [first, second] = s.turnOrder;
    const before = s.players[first].agendaSlots.map((a) => a.corrupted);
    s = play(s, first, legalMoves(s, first).find((m) => 'to' in (m as { choice: object }).choice)!);
    s = play(s, first, frameMove({ decline: true }));
    s = play(s, second, frameMove({ decline: true }));
    expect([s.phase, s.players[first].agendaSlots.map((a) => a.corrupted)]).toEqual(['focus', before]);
  });
});
