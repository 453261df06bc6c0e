/** F7, passive items applied at their owner's discretion (rules/passive-items.ts): settings, and the device's question. */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import { gainContamination } from '../rules/cards';
import { attackSeriousWound } from '../rules/items-armor';
import { survivesHpLoss } from '../rules/passive-items';
import type { PassiveSetting, RetaliationState } from '../state';
import { cardsOf, given, refusal, seekRoll, when } from '../testing/given';
import { view } from '../view';

const DEVICE = 'perimeter-security-device';

/** Seat 0 in the Landing Zone about to discover a-r04 with exploration card 9 ("Resolve a Hazard"), maybe holding the device. */
function discovering(setting?: PassiveSetting, device = true, card = 'exploration-09'): RetaliationState {
  const s = given({ exploration: [card], players: { 0: { hands: device ? { [DEVICE]: [] } : {} } } });
  if (setting) s.players[0].passive = { [DEVICE]: setting };
  return s;
}
const move = (s: RetaliationState) => ({ type: 'move', corridor: 'cp-a-r04--landing-zone', pay: cardsOf(s, 0, 1) }) as const;
const hazardDrawn = (s: RetaliationState) => s.intruders.length > 0 || s.bag.length !== discovering().bag.length;

describe('Perimeter Security Device (F7)', () => {
  it('given its holder set to be asked, when a Hazard comes while it discovers a room, then the move stops there and asks it alone, the time-out ignoring the Hazard', () => {
    const s = discovering('ask');
    const { state } = when(s, 0, move(s));
    expect(state.pause?.ask).toEqual({ kind: 'passive', seat: 0, item: DEVICE });
    expect(state.players[0].space).toBe('a-r04');
    expect(prompts(state)).toEqual([expect.objectContaining({ seat: 0, kind: 'apply-passive', timeoutMove: { type: 'apply-passive', apply: true } })]);
    expect(legalMoves(state, 0)).toEqual([{ type: 'apply-passive', apply: true }, { type: 'apply-passive', apply: false }]);
    expect(legalMoves(state, 1)).toEqual([]);
    expect(refusal(state, 0, { type: 'pass', discard: [] }).code).toBe('move/not-now');
    // Ignored (also the time-out): exactly what the device always did.
    const ignored = when(state, 0, { type: 'apply-passive', apply: true });
    const always = when(discovering(), 0, move(discovering()));
    expect(ignored.state).toEqual({ ...always.state, players: ignored.state.players });
    expect(ignored.state.players[0].space).toBe('a-r04');
    expect(hazardDrawn(ignored.state)).toBe(false);
  });

  it('when the holder lets the Hazard happen, then it resolves as without the device, PRNG included', () => {
    const s = discovering('ask');
    const asked = when(s, 0, move(s)).state;
    const { state, events } = when(asked, 0, { type: 'apply-passive', apply: false });
    expect(events.some((e) => e.type === 'token-drawn')).toBe(true);
    const without = when(discovering(undefined, false), 0, move(discovering(undefined, false))).state;
    expect(state.intruders).toEqual(without.intruders);
    expect(state.bag).toEqual(without.bag);
    expect(state.rng).toEqual(without.rng);
  });

  it('given the setting never, then the Hazard resolves with no question', () => {
    const s = discovering('never');
    const { state, events } = when(s, 0, move(s));
    expect(state.pause).toBeUndefined();
    expect(events.some((e) => e.type === 'token-drawn')).toBe(true);
  });

  it('given the entrance noise roll shows a Hazard, then the holder set to ask is asked once the die shows it', () => {
    const s = discovering('ask', true, 'exploration-04');
    const { state, events } = seekRoll(s, 0, move(s), (_e, after) => after.pause?.ask.kind === 'passive');
    expect(events).toContainEqual({ type: 'noise-rolled', seat: 0, result: 'hazard' });
    const answered = when(state, 0, { type: 'apply-passive', apply: false });
    expect(answered.events.some((e) => e.type === 'token-drawn')).toBe(true);
  });

  it('then only its holder changes the setting, for free on its turn, in public', () => {
    const s = discovering();
    expect(legalMoves(s, 0)).toEqual(expect.arrayContaining([{ type: 'set-passive', item: DEVICE, setting: 'ask' }, { type: 'set-passive', item: DEVICE, setting: 'never' }]));
    expect(legalMoves(s, 0)).not.toContainEqual({ type: 'set-passive', item: DEVICE, setting: 'always' });
    expect(refusal(s, 0, { type: 'set-passive', item: DEVICE, setting: 'unless-fatal' }).code).toBe('move/illegal');
    expect(refusal(s, 0, { type: 'set-passive', item: 'bulletproof-vest', setting: 'never' }).message).toBe('Only a character holding the Bulletproof Vest chooses when it applies.');
    const { state, events } = when(s, 0, { type: 'set-passive', item: DEVICE, setting: 'ask' });
    expect(events).toEqual([{ type: 'passive-set', seat: 0, item: DEVICE, setting: 'ask' }]);
    expect(state.turn).toEqual(s.turn);
    expect(view(state, 1).players[0].passive).toEqual({ [DEVICE]: 'ask' });
  });
});

describe('Biohazard Armor and Bulletproof Vest (F7 settings)', () => {
  /** Seat 0 wearing `armor`, on its last HP when `lastHp`. */
  function wearing(armor: string, setting?: PassiveSetting, lastHp = false): RetaliationState {
    const s = given({ players: { 0: { armor } } });
    if (setting) s.players[0].passive = { [armor]: setting };
    while (lastHp && survivesHpLoss(s, 0, 1)) s.players[0].health += 1;
    return s;
  }

  it('given Biohazard Armor by default, then a Contamination card is 1 HP instead; set to never, the card is taken', () => {
    const plain = wearing('biohazard-armor');
    expect(gainContamination(plain, 0, 1)[0]).toMatchObject({ type: 'item-used', item: 'biohazard-armor' });
    const never = wearing('biohazard-armor', 'never');
    expect(gainContamination(never, 0, 1)).toEqual([{ type: 'contaminated', seat: 0, count: 1 }]);
  });

  it('given Biohazard Armor set to unless-fatal on the last HP, then the card is taken and the character lives; with HP to spare the armor applies', () => {
    const last = wearing('biohazard-armor', 'unless-fatal', true);
    expect(gainContamination(last, 0, 1)).toEqual([{ type: 'contaminated', seat: 0, count: 1 }]);
    expect(last.players[0].status).toBe('in-play');
    const spare = wearing('biohazard-armor', 'unless-fatal');
    expect(gainContamination(spare, 0, 1)[0]).toMatchObject({ type: 'item-used', item: 'biohazard-armor' });
  });

  it('given the Bulletproof Vest set to never, then the serious wound is taken and the vest kept', () => {
    const kept = wearing('bulletproof-vest', 'never');
    attackSeriousWound(kept, 0, 'an attack');
    expect(kept.players[0].seriousWounds).toHaveLength(1);
    expect(kept.players[0].armor).toBe('bulletproof-vest');
    const spent = wearing('bulletproof-vest');
    attackSeriousWound(spent, 0, 'an attack');
    expect(spent.players[0].seriousWounds).toHaveLength(0);
    expect(spent.players[0].armor).toBeNull();
  });
});
