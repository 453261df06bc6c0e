import { describe, expect, it } from 'vitest';
import { nemesis } from '../index';
import type { NemesisMove } from '../moves/schema';
import { prompts } from '../prompts';
import { view } from '../view';
import { corridorBetween, given, refusal, seekRoll, when } from '../testing/given';

const HIB = 'a-slot-11';
const X = 'a-slot-14';
const NERVES = 'soldier-nerves-of-steel-1';

/** The Soldier (setting `ask`; with or without Nerves of Steel in hand) walks into the Canteen and meets an Adult (back 4). */
function surprised(holds: boolean) {
  const hand = [holds ? NERVES : 'soldier-rest-1', 'soldier-search-1'];
  const s = given({ players: { 0: { character: 'soldier', hand } }, explored: { [X]: 'canteen' }, bag: ['intruder-token-adult-10'], attacks: ['attack-scratch-1'] });
  s.milestones.firstEncounter = true;
  s.corridors['a-corridor-14-17'].noise = true;
  s.players[0].nerves = 'ask';
  const move: NemesisMove = { type: 'move', corridor: corridorBetween(s, HIB, X), pay: ['soldier-search-1'] };
  return seekRoll(s, 0, move, (events) => events.some((e) => e.type === 'surprise-attack'));
}
const play = { type: 'answer-nerves' as const, play: true };
const keep = { type: 'answer-nerves' as const, play: false };

describe('Nerves of Steel, the `ask` setting (asked at every surprise attack on the character)', () => {
  it('given the setting `ask` and a surprise attack, then the Soldier is asked before the attack and the turn waits', () => {
    const { state, events } = surprised(true);
    expect(events.at(-1)).toMatchObject({ type: 'surprise-attack', seat: 0, handSize: 1, backNumber: 4 });
    expect(events.some((e) => e.type === 'attacked' || e.type === 'card-played')).toBe(false);
    expect(state.pause).toEqual({ kind: 'nerves', seat: 0, intruder: 'intruder-1', then: [] });
    expect(prompts(state)).toEqual([
      { seat: 0, kind: 'answer-nerves', mode: 'turn', message: 'Surprise attack: play Nerves of Steel to ignore it? Only with the card in hand (it is discarded).', timeoutMove: { type: 'answer-nerves', play: false } },
    ]);
    expect(nemesis.legalMoves!(state, 0)).toEqual([play, keep]);
  });

  it('keeps secret whether the card is held: the events, the prompts and the other seat\'s view are the same either way', () => {
    const a = surprised(true);
    const b = surprised(false);
    expect(a.events).toEqual(b.events);
    expect(prompts(a.state)).toEqual(prompts(b.state));
    expect(view(a.state, 1)).toEqual(view(b.state, 1));
    expect(view(a.state, 1).pause).toEqual({ kind: 'nerves', seat: 0 });
    // Only the seat's own legal moves (private to it) show whether playing is possible.
    expect(nemesis.legalMoves!(b.state, 0)).toEqual([keep]);
  });

  it('when the Soldier plays it, then the card is discarded and the attack does nothing; the turn goes on', () => {
    const { state, events } = when(surprised(true).state, 0, play);
    expect(events).toEqual([{ type: 'card-played', seat: 0, card: 'nerves-of-steel' }]);
    expect(state.players[0].discard).toContain(NERVES);
    expect(state.players[0].lightWounds).toBe(0);
    expect(state.pause).toBeNull();
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('when the Soldier keeps it (or the prompt times out), then the attack happens and the card stays in hand', () => {
    const { state, events } = when(surprised(true).state, 0, keep);
    expect(events[0]).toEqual({ type: 'attacked', seat: 0, intruder: 'intruder-1', card: 'attack-scratch-1', hit: true });
    expect(state.players[0].hand).toContain(NERVES);
    expect(state.players[0].lightWounds).toBe(1);
  });

  it('refuses, changing nothing: playing without the card (to that seat only), another seat answering, other moves meanwhile', () => {
    const without = surprised(false).state;
    expect(refusal(without, 0, play)).toEqual({ code: 'move/no-card', message: 'You need a Nerves of Steel card in hand to play it.' });
    expect(refusal(without, 1, keep).code).toBe('move/not-your-turn');
    expect(refusal(without, 0, { type: 'pass', discard: [] })).toEqual({ code: 'move/not-now', message: 'A player is deciding on a surprise attack.' });
  });

  it('given the Soldier\'s turn, then `ask` is offered as a setting beside the other one', () => {
    const s = given({ players: { 0: { character: 'soldier' } } });
    const settings = nemesis.legalMoves!(s, 0).flatMap((m) => (m.type === 'set-reaction' ? [m.setting] : []));
    expect(settings).toEqual(['never', 'ask']);
    expect(view(when(s, 0, { type: 'set-reaction', card: 'nerves-of-steel', setting: 'ask' }).state, 0).me).toMatchObject({ nerves: 'ask' });
  });
});
