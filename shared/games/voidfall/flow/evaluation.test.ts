import { describe, expect, it } from 'vitest';
import { objectiveFixture } from '../rules/objective-fixture';
import { applyVoidfall } from '../moves';
import { upkeepAndObjectives } from './evaluation';

function cycleThree(event: string) {
  const f = objectiveFixture();
  f.s.cycle = 3;
  f.s.events = ['event-c1-a', 'event-c2-a', event];
  f.s.turnOrder = [0, 1];
  f.s.players[0].fleetPower = { inactive: 3, active: 4 };
  return f;
}

describe('Voidfall Evaluation steps 2-4 (addendum A1, A6)', () => {
  it('given the Cycle 3 event J (two objectives joined by AND/OR), then Upkeep is paid, both objectives score, then every Pure Agenda', () => {
    const { s } = cycleThree('event-c3-j');
    const events = upkeepAndObjectives(s).filter((e) => 'seat' in e && e.seat === 0);
    expect(events.map((e) => e.type)).toEqual(['upkeep-paid', 'galactic-objective-scored', 'agenda-scored', 'agenda-scored', 'agenda-scored']);
    // Upkeep 6 paid with 6 Food; the best Pure Agenda (20) and the Pure Population (15); Valnis A 9 + 2 + 6,
    // Mining Consortium 5 + 15, Augmented Armada 4 + 4.
    expect(events[0]).toMatchObject({ upkeep: 6, paid: { food: 6 }, unpaid: 0, influenceLost: 0 });
    expect(events[1]).toMatchObject({ influence: 35, bountyTokens: 0 });
    expect(events.slice(2).map((e) => (e as { influence: number[] }).influence)).toEqual([[9, 2, 6], [5, 15], [4, 4]]);
    expect(s.players[0].influence).toBe(20 + 35 + 17 + 20 + 8);
    expect(s.players[0].resources.food).toBe(3);
  });

  it('given a Corrupted Agenda slot and unpaid Upkeep, then that Agenda is not scored and 3 Influence go per unpaid Upkeep', () => {
    let { s } = cycleThree('event-c3-e');
    s.phase = 'evaluation';
    s.players[0].agendaSlots[1].corrupted = true;
    s.players[0].resources = { food: 4, energy: 1, materials: 0, credits: 0, science: 0 };
    const upkeep = upkeepAndObjectives(s).filter((e) => 'seat' in e && e.seat === 0);
    expect(upkeep).toEqual([expect.objectContaining({ type: 'upkeep-paid', upkeep: 6, unpaid: 2, influenceLost: 6 })]);
    // Bankers' sectors 5 x 1 OR Pure Population 15: the player chooses; the Population (the time-out's choice).
    expect(s.objectiveStep?.choosing).toEqual([0, 1]);
    const r = applyVoidfall(s, 0, { type: 'choose-objective', objective: 1 });
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    const events = r.events.filter((e) => 'seat' in e && e.seat === 0);
    expect(events[0]).toMatchObject({ objectives: ['Gain Influence equal to your total Pure Population.'], influence: 15 });
    expect(events.filter((e) => e.type === 'agenda-scored').map((e) => (e as { agenda: string }).agenda)).toEqual([
      'starting-agenda-valnis-a', s.players[0].agendaSlots[2].agenda,
    ]);
    expect(s.players[0].influence).toBe(20 - 6 + 15 + 17 + 8);
  });

  it('given a Cycle 1 objective with a token reward, then the Bounty tokens come face down from the supply and Fleet Power activates', () => {
    const { s, home } = cycleThree('event-c1-a');
    s.cycle = 1;
    s.events = ['event-c1-a'];
    s.sectors[home].guilds.push('scientists');
    // Two Technologies: the other objective (three Technologies) is not met, so nothing is asked.
    s.players[0].technologies = ['shields-improved', 'targeting-plus4'];
    const supply = s.bountySupply.length;
    const event = upkeepAndObjectives(s).find((e) => e.type === 'galactic-objective-scored' && e.seat === 0);
    expect(event).toMatchObject({ influence: 0, bountyTokens: 2, activated: 1 });
    expect(s.bountySupply).toHaveLength(supply - 2);
    expect(s.players[0].bountyTokens).toHaveLength(5);
    expect(s.players[0].fleetPower).toEqual({ inactive: 2, active: 5 });
  });
});
