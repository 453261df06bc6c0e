import { describe, expect, it } from 'vitest';
import * as data from './index';
import { checkReferences, type DataForChecks } from './references';

const checked = (): DataForChecks => ({
  houses: data.houses, origins: data.origins, startingAgendas: data.startingAgendas, preferredFocus: data.preferredFocus,
  focusCards: data.focusCards, technologies: data.technologies, agendas: data.agendas, agendaActions: data.agendaActions,
  civilizationTracks: data.civilizationTracks, defaults: data.defaults, scenarios: data.scenarios, scenarioMaps: data.scenarioMaps,
  sectorTypes: data.sectorTypes, fleetKinds: data.fleetKinds, reclaimTokenKinds: data.reclaimTokenCounts.map((r) => r.kind),
  sourcedReclaimKinds: data.reclaimTokenKindsSourced.map((r) => r.id),
});

describe('Voidfall data', () => {
  it('given the retail component counts (data README §1), then every file holds its records', () => {
    expect([data.houses, data.origins, data.technologies, data.civilizationTracks, data.galacticEvents].map((l) => l.length))
      .toEqual([14, 28, 28, 33, 33]);
    expect(['standard', 'house', 'heroic'].map((k) => data.focusCards.filter((c) => c.kind === k).length)).toEqual([9, 18, 10]);
    expect(data.civilizationTracks.flatMap((t) => t.spaces)).toHaveLength(231);
    expect([1, 2, 3].map((c) => data.galacticEvents.filter((e) => e.cycle === c && !e.tutorial).length)).toEqual([10, 10, 10]);
    expect(data.productionLevels.map((p) => p.level)).toEqual([...Array(14).keys()]);
    expect(data.defaults).toHaveLength(25);
    expect(data.scenarios.filter((s) => s.mode === 'competitive')).toHaveLength(36);
  });

  it('given the Level→Yield dial (addendum A7), then Food yields 0,1,1,2,3,3,4,4,5,6,8,10,12,15 and Credits are slower', () => {
    expect([...Array(14).keys()].map((l) => data.yieldOf('food', l))).toEqual([0, 1, 1, 2, 3, 3, 4, 4, 5, 6, 8, 10, 12, 15]);
    expect([...Array(14).keys()].map((l) => data.yieldOf('credits', l))).toEqual([0, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 5, 6, 8]);
    expect(data.yieldOf('science', 20)).toBe(15);
  });

  it('given a House, then its Origins, Starting Agendas and technologies link both ways', () => {
    for (const h of data.houses) {
      const [a, b] = h.origins.map(data.originOf);
      expect([a.letter, b.letter, a.starting_technology, b.starting_technology]).toEqual(['A', 'B', ...h.technologies]);
      expect(data.startingAgendaOf(a.starting_agenda).origin).toBe(a.id);
      expect(h.technologies.map((t) => data.technologyOf(t).house)).toEqual([h.id, h.id]);
    }
    expect(() => data.houseOf('veritan')).toThrow(/unknown Voidfall House veritan/);
  });

  it('given a House with its own Focus cards, then its set of 9 has one card per standard slot', () => {
    expect(data.focusSetOf('valnis')).toEqual(data.focusCards.filter((c) => c.kind === 'standard').map((c) => c.id));
    const fenrax = data.focusSetOf('fenrax');
    expect(fenrax).toHaveLength(9);
    expect(fenrax).toContain('fenrax-dispersion');
    expect(fenrax).not.toContain('standard-reinforcement');
  });

  it('given the defaults, then S2 leaves the Support deck (7 cards) and the open Bounty and Reclaim counts are filled', () => {
    expect(['dominance', 'might', 'support', 'wealth'].map((t) => data.agendaDeckOf(t as 'might').length)).toEqual([8, 8, 7, 8]);
    expect(data.bountyTokenCounts.reduce((n, b) => n + b.count, 0)).toBe(48);
    expect(data.reclaimTokenCounts).toHaveLength(6);
    expect(data.instancesOf([{ kind: 'x', count: 2 }])).toEqual(['x-1', 'x-2']);
    expect(data.defaultValue<{ influence: number }>('default-starting-influence').influence).toBe(10);
  });

  it('given the four Agenda types, then their actions carry 8 distinct Focus icons and cover every Agenda of the type', () => {
    expect(new Set(data.agendaActions.flatMap((a) => a.focus_icons)).size).toBe(8);
    for (const a of data.agendaActions) {
      expect(a.applies_to_agendas.map((id) => data.agendaOf(id).type)).toEqual(Array(8).fill(a.agenda_type));
    }
  });

  it('given a broken reference, then the checks name it', () => {
    expect(() => checkReferences(checked())).not.toThrow();
    const d = checked();
    d.origins = d.origins.map((o, i) => (i === 0 ? { ...o, starting_agenda: 'starting-agenda-nobody' } : o));
    expect(() => checkReferences(d)).toThrow(/names unknown starting-agenda-nobody/);
    const e = checked();
    e.houses = e.houses.map((h, i) => (i === 0 ? { ...h, civilization_tracks: 'nowhere' } : h));
    expect(() => checkReferences(e)).toThrow(/unknown track mat nowhere/);
  });
});
