/**
 * T0 after action 2 (digest §6: the objective "may be taken before action 1, between the actions, or after action 2"):
 * a seat that may still choose its objective is asked, after its second action, to choose now or end its turn.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, replay, Rng, setupGame, stateHash, type LoggedMove } from '../../../engine';
import { objectiveChoiceDraws } from '../data';
import { nemesisRetaliation } from '../index';
import { legalMoves } from '../legal-moves';
import type { RetaliationMove } from '../moves/schema';
import { prompts } from '../prompts';
import type { GearSlot, RetaliationState } from '../state';
import { cardsOf, given, refusal, when } from '../testing/given';

const medpacks: GearSlot[] = Array.from({ length: 4 }, () => ({ token: 'medpack', half: false }));
const medpack = (s: RetaliationState, slot: number): RetaliationMove => ({ type: 'use-gear', slot, pay: cardsOf(s, 0, 1) });
const endTurn: RetaliationMove = { type: 'end-turn' };

/** Seat 0 (no objective chosen yet) has taken both its actions; Section A has no life support at setup. */
function afterTwoActions(): { before: RetaliationState; after: RetaliationState } {
  const before = given({ players: { 0: { belt: medpacks } } });
  const one = when(before, 0, medpack(before, 0)).state;
  return { before, after: when(one, 0, medpack(one, 1)).state };
}

describe('T0 after action 2', () => {
  it('given a seat that has not chosen, when it takes its second action, then its turn waits: choose an objective now or end the turn', () => {
    const { before, after } = afterTwoActions();
    expect(after.turn).toEqual({ seat: 0, actions: 2, closing: true });
    expect(after.players[0].oxygen).toBe(before.players[0].oxygen); // the end-of-turn oxygen check has not run yet
    const objectives = after.players[0].objectives;
    expect(legalMoves(after, 0)).toEqual([...objectives.map((keep) => ({ type: 'choose-objective', keep })), endTurn]);
    expect(legalMoves(after, 1)).toEqual([]);
    expect(prompts(after)).toEqual([{ seat: 0, kind: 'end-turn', mode: 'turn', message: 'Your two actions are done: choose your objective now, or end your turn.', timeoutMove: endTurn }]);
    expect(nemesisRetaliation.summary!(after)).toBe('Round 1: waiting for seat 1 to choose an objective now or end the turn.');
  });

  it('given the wait, when it tries a third action or passes, then it is refused', () => {
    const { after } = afterTwoActions();
    expect(refusal(after, 0, medpack(after, 2))).toEqual({ code: 'move/not-now', message: 'Your two actions are done: choose your objective now, or end your turn.' });
    expect(refusal(after, 0, { type: 'pass', discard: [] }).code).toBe('move/not-now');
    expect(refusal(after, 1, endTurn).code).toBe('move/not-your-turn');
  });

  it('given the wait, when it chooses an objective, then it draws by the track (3 for the first) and its turn ends with the oxygen check', () => {
    const { after } = afterTwoActions();
    const keep = after.players[0].objectives[1];
    const { state, events } = when(after, 0, { type: 'choose-objective', keep });
    expect(state.players[0].chosenObjective).toBe(keep);
    expect(events[0]).toEqual({ type: 'objective-chosen', seat: 0, drew: objectiveChoiceDraws[0] });
    expect(state.players[0].hand.length).toBe(after.players[0].hand.length + objectiveChoiceDraws[0]);
    expect(state.objectivesChosen).toBe(1);
    expect(state.players[0].oxygen).toBe(after.players[0].oxygen - 1);
    expect(state.turn).toEqual({ seat: 1, actions: 0 });
  });

  it('given the wait, when it ends its turn, then nothing is chosen, the oxygen check runs, the next seat plays, and the choice stays open later', () => {
    const { after } = afterTwoActions();
    const { state } = when(after, 0, endTurn);
    expect(state.players[0].chosenObjective).toBeNull();
    expect(state.players[0].hand).toEqual(after.players[0].hand);
    expect(state.players[0].oxygen).toBe(after.players[0].oxygen - 1);
    expect(state.turn).toEqual({ seat: 1, actions: 0 });
    const back = when(state, 1, { type: 'pass', discard: [] }).state;
    expect(back.turn?.seat).toBe(0);
    expect(legalMoves(back, 0).filter((m) => m.type === 'choose-objective')).toHaveLength(2);
    expect(legalMoves(back, 0)).not.toContainEqual(endTurn);
  });

  it('given the wait, when the time runs out, then the prompt\'s time-out move ends the turn without a choice', () => {
    const { after } = afterTwoActions();
    const [prompt] = prompts(after);
    const timedOut = when(after, prompt.seat, prompt.timeoutMove as RetaliationMove).state;
    expect(timedOut).toEqual(when(after, 0, endTurn).state);
  });

  it('given a seat that has already chosen, when it takes its second action, then its turn ends at once (no extra step)', () => {
    const s = given({ players: { 0: { belt: medpacks } } });
    s.players[0].chosenObjective = s.players[0].objectives[0];
    const one = when(s, 0, medpack(s, 0)).state;
    expect(refusal(one, 0, endTurn).code).toBe('move/not-now');
    const two = when(one, 0, medpack(one, 1)).state;
    expect(two.turn).toEqual({ seat: 1, actions: 0 });
    expect(two.players[0].oxygen).toBe(s.players[0].oxygen - 1);
  });

  it('given a solo game, when the seat takes its second action, then its turn ends at once (no objectives)', () => {
    const s = given({ seats: 1, players: { 0: { belt: medpacks } } });
    const one = when(s, 0, medpack(s, 0)).state;
    const two = when(one, 0, medpack(one, 1)).state;
    expect(two.turn?.closing).toBeUndefined();
    expect(prompts(two).map((p) => p.kind)).not.toContain('end-turn');
  });
});

describe('a logged game with turns ending after action 2, replayed by the kernel', () => {
  it('given bots that end or choose after their actions, when the game is replayed from its start and log, then every state hashes the same', () => {
    const start = { config: {}, seats: 3, seed: 'close-replay', startedAt: 0 };
    const setup = setupGame<RetaliationState>(nemesisRetaliation, start);
    if (!setup.ok) throw new Error(setup.error.message);
    let s = setup.state;
    const pick = Rng.fromSeed('close-replay-bots');
    const log: LoggedMove[] = [];
    const hashes = [stateHash(s)];
    const closings = { 'end-turn': 0, 'choose-objective': 0 };
    for (let n = 0; n < 600 && s.phase !== 'over'; n++) {
      const asked = prompts(s);
      const seat = asked[pick.int(asked.length)].seat;
      const legal = legalMoves(s, seat);
      // At the wait after action 2 the bots take turns ending and choosing, so that the log holds both.
      const closing = s.turn?.closing && legal.some((x) => x.type === 'end-turn');
      const m = closing ? (closings['end-turn'] <= closings['choose-objective'] ? endTurn : legal[0]) : legal[pick.int(legal.length)];
      if (closing && (m.type === 'end-turn' || m.type === 'choose-objective')) closings[m.type] += 1;
      const r = applyMove<RetaliationState>(nemesisRetaliation, s, seat, m, n);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      log.push({ seat, move: m, at: n });
      hashes.push(stateHash(s));
    }
    expect(closings['end-turn']).toBeGreaterThan(0);
    expect(closings['choose-objective']).toBeGreaterThan(0);
    const replayed = replay<RetaliationState>(nemesisRetaliation, start, log);
    expect(replayed.ok).toBe(true);
    expect(replayed.hashes).toEqual(hashes);
  });
});
