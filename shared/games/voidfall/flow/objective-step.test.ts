import { describe, expect, it } from 'vitest';
import { stableStringify, stateHash } from '../../../engine';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';
import { heldCorruptionPlaces } from '../rules/corruption';
import { gainableBasics, gainableImproved } from '../rules/technologies';
import { objectiveFixture } from '../rules/objective-fixture';
import { guildSectors } from '../rules/sectors';
import type { VoidfallMove } from '../moves/schema';
import type { VoidfallState } from '../state';
import { applyVoidfall } from '../moves';
import { play, refusalOf } from '../testing';
import { view } from '../view';
import { upkeepAndObjectives } from './evaluation';

/**
 * Step 3 on the objectives' fixture (rules/objective-fixture.ts): seat 0 evaluates first. The event is put in the
 * Cycle 3 place so that the end of the Evaluation ends the game (no next Preparation in these tests).
 */
function step3(event: string, tweak?: (f: ReturnType<typeof objectiveFixture>) => void) {
  const f = objectiveFixture();
  f.s.cycle = 3;
  f.s.phase = 'evaluation';
  f.s.events = ['event-c1-a', 'event-c2-a', event];
  f.s.turnOrder = [0, 1];
  tweak?.(f);
  const events = upkeepAndObjectives(f.s);
  return { ...f, events };
}

const moves = (s: VoidfallState, seat = 0) => legalMoves(s, seat);
const rewardChoices = (s: VoidfallState) => moves(s).flatMap((m) => (m.type === 'objective-reward' ? [m.choice] : []));
const timeoutOf = (s: VoidfallState, seat: number) => prompts(s).find((p) => p.seat === seat)?.timeoutMove as VoidfallMove | undefined;
/** The first listed reward move whose choice has this field value. */
function rewardWith(s: VoidfallState, key: string, value: unknown): VoidfallMove {
  return moves(s).find((m) => m.type === 'objective-reward' && stableStringify((m.choice as Record<string, unknown>)[key]) === stableStringify(value))!;
}

describe('Voidfall Evaluation step 3: the player chooses the Galactic objective', () => {
  it('given two objectives met, then the player is asked, the time-out takes the most Influence, and another choice is theirs', () => {
    // Event C3-E: Bankers' sectors (5) OR the Pure Population (15).
    const { s } = step3('event-c3-e');
    expect(s.objectiveStep).toMatchObject({ next: 0, choosing: [0, 1] });
    expect(moves(s)).toEqual([{ type: 'choose-objective', objective: 1 }, { type: 'choose-objective', objective: 0 }]);
    expect(prompts(s)).toEqual([expect.objectContaining({ seat: 0, kind: 'choose-objective', timeoutMove: { type: 'choose-objective', objective: 1 } })]);
    expect(moves(s, 1)).toEqual([]);
    expect(refusalOf(s, 1, { type: 'choose-objective', objective: 1 })).toBe('move/not-your-turn');
    expect(refusalOf(s, 0, { type: 'choose-objective', objective: 4 })).toBe('move/illegal');
    const before = s.players[0].influence;
    const after = play(s, 0, { type: 'choose-objective', objective: 0 });
    expect(after.players[0].influence - before).toBeGreaterThanOrEqual(5);
    expect(after.players[0].influence).toBeLessThan(play(s, 0, { type: 'choose-objective', objective: 1 }).players[0].influence);
  });

  it('given one objective met and a reward without choice, then it is taken at once', () => {
    const { s, events } = step3('event-c3-j');
    expect(events.find((e) => e.type === 'galactic-objective-scored' && e.seat === 0)).toMatchObject({ influence: 35 });
    expect(moves(s)).toEqual([]);
  });

  it('given both players choosing, then they evaluate in turn order from the First player, one at a time', () => {
    const { s } = step3('event-c3-e', (f) => {
      f.s.turnOrder = [1, 0];
      Object.assign(f.s.sectors[f.s.map.starts[1].home], { guilds: ['bankers'], population: 4 });
    });
    expect(prompts(s).map((p) => p.seat)).toEqual([1]);
    expect(moves(s, 0)).toEqual([]);
    const next = play(s, 1, timeoutOf(s, 1)!);
    expect(prompts(next).map((p) => [p.seat, p.kind])).toEqual([[0, 'choose-objective']]);
    expect(play(next, 0, timeoutOf(next, 0)!).phase).toBe('over');
  });
});

describe('Voidfall Evaluation step 3: rewards that need a choice', () => {
  it('given "gain a basic or an Improved Technology", then every Technology the acquisition rules allow is offered, and the +4 copy gives 4 Influence', () => {
    // Event C1-H: no Corruption on the mat (unmet) OR two Pure sectors with 2 Fleet Power (met).
    const { s, events } = step3('event-c1-h');
    expect(events.some((e) => e.type === 'galactic-objective-scored' && e.seat === 0)).toBe(true);
    const cards = [...gainableBasics(s, 0), ...gainableImproved(s, 0)];
    expect(rewardChoices(s)).toEqual(cards.map((card) => ({ card })));
    expect(moves(s).at(-1)).toEqual({ type: 'end-objective-reward' });
    expect(prompts(s)[0]).toMatchObject({ kind: 'objective-reward', timeoutMove: moves(s)[0] });
    const plus4 = cards.find((c) => c.endsWith('-plus4'))!;
    const after = play(s, 0, rewardWith(s, 'card', plus4));
    expect(after.players[0].technologies).toContain(plus4);
    expect(after.players[0].influence).toBe(s.players[0].influence + 4);
    expect(rewardChoices(after).some((c) => c.card !== undefined)).toBe(false);
  });

  it('given "gain an Agenda" drawn from a deck, then the drawer keeps one (unseen by others) and the step goes on', () => {
    // Event C1-B: a Pure Agenda in play (build an Installation) OR five Pure Guilds (gain an Agenda).
    let { s } = step3('event-c1-b');
    s = play(s, 0, { type: 'choose-objective', objective: 1 });
    expect(moves(s)).toContainEqual({ type: 'objective-reward', group: 0, index: 0, choice: { agendaType: 'might', deck: true } });
    s = play(s, 0, { type: 'objective-reward', group: 0, index: 0, choice: { agendaType: 'might', deck: true } });
    const drawn = s.agendaDraw!.cards;
    expect(moves(s)).toEqual(drawn.map((card) => ({ type: 'keep-agenda', card })));
    expect(prompts(s)[0]).toMatchObject({ kind: 'keep-agenda', timeoutMove: { type: 'keep-agenda', card: drawn[0] } });
    expect(JSON.stringify(view(s, 1))).not.toContain(drawn[0]);
    expect(refusalOf(s, 0, { type: 'end-objective-reward' })).toBe('move/illegal');
    s = play(s, 0, { type: 'keep-agenda', card: drawn[1] });
    expect(s.players[0].agendaHand).toContain(drawn[1]);
    expect(s.agendaDraw).toBeNull();
    expect(moves(s, 0)).toEqual([]);
  });

  it('given "advance on a Civilization track", then the player picks the track and its space benefit opens', () => {
    // Event C2-F: two Pure sectors of Population 5+ (advance) OR 5 Influence per resource type with 8+ (15).
    let { s } = step3('event-c2-f');
    expect(moves(s)[0]).toEqual({ type: 'choose-objective', objective: 1 });
    s = play(s, 0, { type: 'choose-objective', objective: 0 });
    expect(rewardChoices(s).map((c) => c.track)).toEqual(['society', 'statecraft', 'economy']);
    s = play(s, 0, rewardWith(s, 'track', 'statecraft'));
    expect(s.players[0].tracks.statecraft).toBe(4);
  });

  it('given "establish a Guild and/or build an Installation", then each is placed in a valid sector of the player', () => {
    // Event C1-D: Pure Population 10+ (met) OR three Pure Bankers' Guilds (unmet).
    let { s, home } = step3('event-c1-d');
    const guildMoves = rewardChoices(s).filter((c) => c.guild !== undefined);
    expect([...new Set(guildMoves.map((c) => c.sector))]).toEqual(guildSectors(s, 0));
    expect(guildMoves.map((c) => c.sector)).toContain(home);
    s = play(s, 0, rewardWith(s, 'guild', 'scientists'));
    expect(s.sectors[home].guilds).toEqual(['engineers', 'scientists']);
    expect(rewardChoices(s).every((c) => c.installation !== undefined)).toBe(true);
    s = play(s, 0, { type: 'end-objective-reward' });
    expect(s.phase).not.toBe('evaluation');
  });

  it('given "increase a Pure Population" and the Scientists\' "up to three different sectors", then only valid sectors are offered, each once', () => {
    // Event C1-G: kept Corruption (not built) OR Scientists' sectors; A holds the Scientists.
    let { s, a, b, home } = step3('event-c1-g', ({ s: x, b: bb }) => { x.sectors[bb].guilds = ['scientists', 'miners', 'bankers']; x.sectors[bb].population = 5; });
    expect(rewardChoices(s)).toHaveLength(2);
    expect(rewardChoices(s)).toEqual(expect.arrayContaining([{ sector: a }, { sector: b }]));
    s = play(s, 0, rewardWith(s, 'sector', a));
    expect(rewardChoices(s)).toEqual([{ sector: b }]);
    expect(s.sectors[a].population).toBe(6);
    expect(rewardChoices(s).some((c) => c.sector === home)).toBe(false);
  });

  it('given event C1-G with two kept Corruption, then taking it gives 2 Influence and 4 Food at once', () => {
    const { s } = step3('event-c1-g', ({ s: x }) => { x.players[0].keptCorruption = 2; });
    expect(s.objectiveStep?.choosing).toEqual([0, 1]);
    const r = applyVoidfall(s, 0, { type: 'choose-objective', objective: 0 });
    expect(r.ok && r.events.slice(0, 2)).toEqual([
      expect.objectContaining({ type: 'galactic-objective-scored', seat: 0, influence: 2 }),
      { type: 'effect-resolved', seat: 0, op: 'gain_resources', choice: {}, gained: { food: 4 } },
    ]);
  });

  it('given "remove a Corruption and move a Corruption", then the player names the places', () => {
    // Event C1-C: 6 Fleet Power in your sectors (met) OR a Pure track at Tier 1 (met: 2 Credits OR a Trade token).
    let { s, c } = step3('event-c1-c');
    s = play(s, 0, { type: 'choose-objective', objective: 0 });
    const held = heldCorruptionPlaces(s, 0);
    expect(rewardChoices(s).filter((x) => x.to === undefined)).toEqual(held.map((from) => ({ from })));
    s = play(s, 0, rewardWith(s, 'from', { kind: 'sector', sector: c }));
    expect(s.sectors[c].corrupted).toBe(false);
    const move = moves(s).find((m) => m.type === 'objective-reward' && m.choice.to !== undefined)!;
    s = play(s, 0, move);
    expect(heldCorruptionPlaces(s, 0)).toHaveLength(held.length - 1);
  });

  it('given "gain 2 Credits OR a Trade token", then one side only, the Trade token with a windfall of the player\'s choice', () => {
    // Event C1-C, the second objective: a Pure track at Tier 1.
    let { s } = step3('event-c1-c');
    s = play(s, 0, { type: 'choose-objective', objective: 1 });
    const tokens = s.players[0].tradeTokens;
    expect(rewardChoices(s)[0]).toEqual({});
    const windfalls = rewardChoices(s).filter((c) => c.bonus !== undefined);
    expect(windfalls.length).toBeGreaterThan(0);
    s = play(s, 0, rewardWith(s, 'bonus', windfalls[0].bonus));
    expect(s.players[0].tradeTokens).toBe(tokens + 1);
    expect(moves(s, 0)).toEqual([]);
  });

  it('given "produce one type of resource and/or gain 1 Credit", then the Credit comes at once and the player picks the type', () => {
    // Event C1-A: two Pure Scientists' Guilds (unmet) OR three Technologies (met).
    let { s, events } = step3('event-c1-a');
    expect(events.filter((e) => e.type === 'effect-resolved' && e.seat === 0).map((e) => (e as { op: string }).op)).toEqual(['gain_resources']);
    expect(s.players[0].resources.credits).toBe(6);
    expect(rewardChoices(s)).toEqual(['food', 'energy', 'materials', 'credits', 'science'].map((r) => ({ resources: [r] })));
    s = play(s, 0, rewardWith(s, 'resources', ['materials']));
    expect(s.players[0].resources.materials).toBe(3 + 10);
  });

  it('given "gain a Glory token of value 2 OR upgrade a Glory token", then one side only', () => {
    // Event C1-H: no Corruption on the mat (met) OR two Pure sectors with 2 Fleet Power (unmet once A and B have none).
    let { s } = step3('event-c1-h', ({ s: x, a, b }) => {
      x.players[0].trackCorruption.economy = false;
      x.players[0].agendaSlots[3].corrupted = false;
      x.sectors[a].fleets = [];
      x.sectors[b].fleets = [];
    });
    expect(rewardChoices(s)).toEqual([{}, { value: 2 }, { value: 3 }]);
    s = play(s, 0, moves(s)[0]);
    expect(s.players[0].glory).toEqual([2, 5, 3, 2]);
    expect(moves(s, 0)).toEqual([]);
  });
});

describe('Voidfall Evaluation step 3: time-outs and replay', () => {
  /** Plays every prompt's time-out from `s` until the game is over; returns the hashes after each move. */
  function playTimeouts(s: VoidfallState): { final: VoidfallState; hashes: string[] } {
    const hashes: string[] = [];
    for (let i = 0; i < 40 && prompts(s).length > 0; i++) {
      const p = prompts(s)[0];
      expect(p.timeoutMove).toBeDefined();
      expect(legalMoves(s, p.seat)).toContainEqual(p.timeoutMove);
      s = play(s, p.seat, p.timeoutMove as VoidfallMove);
      hashes.push(stateHash(s));
    }
    return { final: s, hashes };
  }

  it('given "10 Influence OR advance on Statecraft", then the time-out keeps the old reading: 10 Influence', () => {
    // Event C2-I: Glory tokens of 5 (produce) OR Upkeep 10+ paid in full.
    const { s } = step3('event-c2-i', ({ s: x }) => {
      x.players[0].agendaSlots[2].tradeToken = false;
      x.players[0].agendaSlots[3].agenda = x.players[0].agendaSlots[1].agenda;
      x.players[0].resources.food = 15;
    });
    expect(timeoutOf(s, 0)).toEqual({ type: 'choose-objective', objective: 1 });
    const next = play(s, 0, timeoutOf(s, 0)!);
    expect(timeoutOf(next, 0)).toEqual({ type: 'objective-reward', group: 0, index: 0, choice: {} });
    const r = applyVoidfall(next, 0, timeoutOf(next, 0)!);
    expect(r.ok && r.events[0]).toEqual({ type: 'effect-resolved', seat: 0, op: 'gain_influence', choice: {}, influence: 10 });
  });

  it.each(['event-c1-b', 'event-c1-c', 'event-c1-d', 'event-c2-b', 'event-c2-h', 'event-c2-j'])(
    'given event %s, then time-outs alone finish the Evaluation, and replaying the same moves gives the same hashes', (event) => {
      const { s } = step3(event);
      const first = playTimeouts(s);
      expect(first.final.phase).toBe('over');
      expect(playTimeouts(s).hashes).toEqual(first.hashes);
    },
  );
});
