/**
 * Revive (co-op; digest §5.19, reading 12.31, data README 15): the fallen miniature stays, another character carries it
 * for 1 more card, and the AutoDoc of a working, intruder-free Surgery Room stands it up at the start of a round.
 */
import { describe, expect, it } from 'vitest';
import { LANDING_ZONE } from '../data';
import { legalMoves } from '../legal-moves';
import { costOf } from '../rules/actions';
import { kill, sectionStart } from '../rules/health';
import { reviveAtRoundStart } from '../rules/revive';
import type { RetaliationConfig, RetaliationState } from '../state';
import { view } from '../view';
import { cardsOf, given, refusal, rolled, seekRoll, when } from '../testing/given';

const SURGERY = 'a-r04';
const FROM_LZ = 'cp-a-r04--landing-zone';

/** Seat 0 fell in the Landing Zone (holding a weapon); seat 1 stands there too; the Surgery Room is one corridor away. */
function fallenTable(mode: RetaliationConfig['mode'] = 'coop-revive'): RetaliationState {
  const s = given({
    config: { mode },
    rooms: { [SURGERY]: 'surgery-room' },
    replaceCorridors: true,
    corridors: { [FROM_LZ]: { noise: 1 } },
    players: { 0: { hands: { 'assault-rifle': [] }, seriousWounds: 2 } },
  });
  kill(s, 0, 'a test');
  s.turn = { seat: 1, actions: 0 };
  return s;
}
const carryIn = (s: RetaliationState, cards = 2) => ({ type: 'move', corridor: FROM_LZ, pay: cardsOf(s, 1, cards), carry: 0 }) as const;

describe('Revive: the fallen character', () => {
  it('given co-op with Revive, when a character dies, then its miniature lies in its room, its items are discarded, and the view shows it fallen', () => {
    const s = fallenTable();
    expect(s.players[0]).toMatchObject({ status: 'dead', fallen: true, space: LANDING_ZONE, hands: [] });
    expect(view(s, 1).players[0]).toMatchObject({ fallen: true, space: LANDING_ZONE });
  });

  it('given plain co-op (no Revive), when a character dies, then it is not fallen and cannot be carried', () => {
    const s = fallenTable('coop');
    expect(s.players[0].fallen).toBeUndefined();
    expect(legalMoves(s, 1).some((m) => m.type === 'move' && m.carry !== undefined)).toBe(false);
  });
});

describe('Revive: carrying', () => {
  it('given a fallen character in your room, then Move and Careful Move may carry it for 1 more card each', () => {
    const s = fallenTable();
    const moves = legalMoves(s, 1);
    for (const type of ['move', 'careful-move'] as const) {
      const carries = moves.filter((m) => m.type === type && m.carry === 0);
      expect(carries.length).toBeGreaterThan(0);
      expect(carries.every((m) => 'pay' in m && m.pay?.length === costOf(type) + 1)).toBe(true);
    }
  });

  it('given a carry paid with only 1 card, then it is refused and nothing changes', () => {
    const s = fallenTable();
    expect(refusal(s, 1, carryIn(s, 1)).code).toBe('move/illegal');
  });

  it('given no fallen character in the room, when a move names one to carry, then it is refused with a sentence', () => {
    const s = fallenTable();
    s.players[0].space = SURGERY;
    expect(refusal(s, 1, carryIn(s)).message).toContain('fallen character lying in your room');
  });

  it('given a carry into the Surgery Room, when the move ends there, then the fallen miniature lies there too', () => {
    const s = fallenTable();
    const { state, events } = seekRoll(s, 1, carryIn(s), rolled('2'));
    expect(state.players[1].space).toBe(SURGERY);
    expect(state.players[0].space).toBe(SURGERY);
    expect(events).toContainEqual({ type: 'body-carried', seat: 1, body: 0, to: SURGERY });
    expect(state.players[1].hand).toHaveLength(s.players[1].hand.length - 2);
  });
});

describe('Revive: the AutoDoc', () => {
  function inSurgery(): RetaliationState {
    const s = fallenTable();
    s.players[0].space = SURGERY;
    return s;
  }

  it('given a fallen character starting a round in the Surgery Room, then its serious wounds go and it stands up on the first Injured slot', () => {
    const s = inSurgery();
    const wounds = s.players[0].seriousWounds.slice();
    expect(wounds).toHaveLength(2);
    const events = reviveAtRoundStart(s);
    expect(events).toEqual([{ type: 'revived', seat: 0, where: SURGERY }]);
    expect(s.players[0]).toMatchObject({ status: 'in-play', fallen: false, seriousWounds: [], health: sectionStart(s.players[0], 'injured') });
    expect(s.decks.seriousWounds.slice(-2)).toEqual(wounds);
  });

  it('given an intruder, or a malfunction marker, in the Surgery Room, then nobody stands up', () => {
    const withIntruder = inSurgery();
    withIntruder.intruders.push({ id: 'i-9', type: 'adult', where: SURGERY, hits: 0 });
    expect(reviveAtRoundStart(withIntruder)).toEqual([]);
    const broken = inSurgery();
    broken.spaces[SURGERY].malfunction = true;
    expect(reviveAtRoundStart(broken)).toEqual([]);
    expect(broken.players[0].status).toBe('dead');
  });

  it('given a fallen character lying elsewhere, then it stays fallen', () => {
    expect(reviveAtRoundStart(fallenTable())).toEqual([]);
  });

  it('given the last standing character passes, when the next round starts, then the fallen one in the Surgery Room is back and takes turns', () => {
    const s = inSurgery();
    const { state, events } = when(s, 1, { type: 'pass', discard: [] });
    expect(events).toContainEqual({ type: 'revived', seat: 0, where: SURGERY });
    expect(state.round).toBe(2);
    expect(state.players[0].status).toBe('in-play');
    expect(legalMoves(state, state.turn!.seat).length).toBeGreaterThan(0);
  });
});
