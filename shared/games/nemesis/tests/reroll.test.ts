import { describe, expect, it } from 'vitest';
import type { NemesisEvent } from '../events';
import { nemesis } from '../index';
import type { NemesisState } from '../state';
import { cardsOf, given, refusal, seekRoll, when } from '../testing/given';

const X = 'a-slot-14';
const PISTOL = 'red-prototype-pistol-1';
const firstRoll = (face: string) => (events: NemesisEvent[]) => events.some((e) => e.type === 'shot-rolled' && e.face === face);
const shotOf = (events: NemesisEvent[]) => events.find((e) => e.type === 'shot') as Extract<NemesisEvent, { type: 'shot' }> | undefined;

/** The Scout in the Canteen with a Breeder (blank, Creeper and Adult faces miss it; one hit 1, two hits 2), holding the Prototype Pistol. */
function armed(): NemesisState {
  const s = given({ players: { 0: { room: X } }, explored: { [X]: 'canteen' }, intruders: [{ type: 'breeder', room: X }] });
  s.players[0].hands = [{ kind: 'item', card: PISTOL, ammo: 3 }];
  return s;
}
const fire = (s: NemesisState) => ({ type: 'shoot' as const, weapon: PISTOL, target: 'intruder-1', pay: cardsOf(s, 0, 1) });
const again = { type: 'choose-reroll' as const, reroll: true };
const keep = { type: 'choose-reroll' as const, reroll: false };

describe('"You may reroll" as the player\'s choice (the Prototype Pistol, Taking Aim)', () => {
  it('given a first roll of one hit on a Breeder (two hits could do better), then the shooter sees it and is asked; nothing is dealt yet', () => {
    const s = armed();
    const { state, events } = seekRoll(s, 0, fire(s), firstRoll('single-hit'));
    expect(events.at(-1)).toEqual({ type: 'shot-rolled', seat: 0, weapon: 'red-prototype-pistol', target: 'intruder-1', face: 'single-hit' });
    expect(shotOf(events)).toBeUndefined();
    expect(state.intruders[0].injuries).toBe(0);
    expect(state.decision).toEqual({ seat: 0, kind: 'reroll', weapon: PISTOL, target: 'intruder-1', face: 'single-hit', bonus: 0 });
    expect(nemesis.legalMoves!(state, 0)).toEqual([again, keep]);
    expect(nemesis.prompts(state)).toEqual([
      { seat: 0, kind: 'choose-reroll', mode: 'turn', message: 'You rolled one hit: keep it, or roll the combat die again (the new roll counts)?', options: { face: 'single-hit' }, timeoutMove: keep },
    ]);
    expect(state.players[0].hands[0]).toMatchObject({ ammo: 2 });
  });

  it('when the shooter keeps the roll, then the one hit is dealt and the turn goes on', () => {
    const s = armed();
    const paused = seekRoll(s, 0, fire(s), firstRoll('single-hit')).state;
    const { state, events } = when(paused, 0, keep);
    expect(shotOf(events)).toEqual({ type: 'shot', seat: 0, weapon: 'red-prototype-pistol', target: 'intruder-1', face: 'single-hit', injuries: 1 });
    expect(state.decision).toBeNull();
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('when the shooter rolls again, then the new face counts, even a miss, and the first face is told', () => {
    const s = armed();
    const paused = seekRoll(s, 0, fire(s), firstRoll('single-hit')).state;
    const { events } = seekRoll(paused, 0, again, (e) => shotOf(e)?.face === 'blank');
    expect(shotOf(events)).toEqual({ type: 'shot', seat: 0, weapon: 'red-prototype-pistol', target: 'intruder-1', face: 'blank', injuries: 0, rerolled: 'single-hit' });
  });

  it('given a first roll that deals nothing, then it is rolled again at once (no downside, so nobody is asked)', () => {
    const s = armed();
    const { state, events } = seekRoll(s, 0, fire(s), (e) => shotOf(e)?.rerolled === 'creeper');
    expect(events.some((e) => e.type === 'shot-rolled')).toBe(false);
    expect(state.decision ?? null).toBeNull();
  });

  it('given the best face (two hits), then nobody is asked either', () => {
    const s = armed();
    const { state, events } = seekRoll(s, 0, fire(s), (e) => shotOf(e)?.face === 'double-hit' && shotOf(e)?.rerolled === undefined);
    expect(shotOf(events)!.injuries).toBe(2);
    expect(state.decision ?? null).toBeNull();
  });

  it('given Taking Aim with the Assault Rifle, then the same question comes after a hit that could be bettered', () => {
    const s = given({
      players: { 0: { character: 'soldier', room: X, hand: ['soldier-taking-aim-1', 'soldier-search-1'] } },
      explored: { [X]: 'canteen' },
      intruders: [{ type: 'breeder', room: X }],
    });
    const { state } = seekRoll(s, 0, { type: 'play-card', card: 'soldier-taking-aim-1', pay: [], choice: 'assault-rifle@intruder-1' }, firstRoll('single-hit'));
    expect(state.decision).toMatchObject({ seat: 0, kind: 'reroll', weapon: 'assault-rifle', face: 'single-hit' });
    expect(shotOf(when(state, 0, keep).events)!.injuries).toBe(2);
  });

  it('refuses, changing nothing: another seat answering, other moves while the choice waits, and a reroll with none pending', () => {
    const s = armed();
    const paused = seekRoll(s, 0, fire(s), firstRoll('single-hit')).state;
    expect(refusal(paused, 1, keep).code).toBe('move/not-your-turn');
    expect(refusal(paused, 0, { type: 'pass', discard: [] })).toEqual({ code: 'move/not-now', message: 'A shooter is deciding whether to roll the combat die again.' });
    expect(refusal(s, 0, keep)).toEqual({ code: 'move/not-now', message: 'That choice is not open now.' });
  });
});
