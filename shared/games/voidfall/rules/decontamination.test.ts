import { describe, expect, it } from 'vitest';
import { view } from '../view';
import { agendaObjectiveScorers } from './agenda-objectives';
import { decontaminationCapacity, freeCorruptionPlaces, heldCorruptionPlaces, matCorruption, setCorruption } from './corruption';
import { frameRules } from './event-frames';
import { objectiveFixture } from './objective-fixture';
import { resolveRule } from './frames/testing';
import { skirmishStrength } from './skirmish';

const chambers = { kind: 'decontamination' } as const;

describe('Voidfall Decontamination Chambers (A11, E1)', () => {
  it('given the Technology, then the card is a 4th Corruption place holding 2 (improved 3); without it, none', () => {
    const { s } = objectiveFixture();
    const p = s.players[0];
    expect(freeCorruptionPlaces(s, 0)).not.toContainEqual(chambers);
    p.technologies.push('decontamination-chambers-plain');
    expect(decontaminationCapacity(p)).toBe(2);
    expect(freeCorruptionPlaces(s, 0)).toContainEqual(chambers);
    setCorruption(s, 0, chambers, true);
    setCorruption(s, 0, chambers, true);
    expect(p.decontamination).toBe(2);
    expect(freeCorruptionPlaces(s, 0)).not.toContainEqual(chambers);
    expect(heldCorruptionPlaces(s, 0)).toContainEqual(chambers);
    p.technologies = p.technologies.map((t) => (t === 'decontamination-chambers-plain' ? 'decontamination-chambers-improved' : t));
    expect(freeCorruptionPlaces(s, 0)).toContainEqual(chambers);
    setCorruption(s, 0, chambers, false);
    expect(p.decontamination).toBe(1);
    expect(view(s, 1).players[0].decontamination).toBe(1);
  });

  it('given 2 Corruption on the card, then the Skirmish counts them (E1) and objectives that ignore the card do not', () => {
    const { s } = objectiveFixture();
    s.players[0].technologies.push('decontamination-chambers-plain');
    const before = { mat: matCorruption(s, 0), strength: skirmishStrength(s, 0) };
    s.players[0].decontamination = 2;
    expect([matCorruption(s, 0), skirmishStrength(s, 0)]).toEqual([before.mat + 2, before.strength + 2]);
    const lose = 'Lose 1 Influence for each Corruption on your House mat. Ignore any Corruption on Decontamination Chambers.';
    expect(agendaObjectiveScorers[lose]({ s, seat: 0 })).toBe(-before.mat);
  });

  it('given a full House mat and no Pure sector to Corrupt, then a frame naming the card puts the Corruption there', () => {
    const { s } = objectiveFixture();
    const p = s.players[0];
    p.technologies.push('decontamination-chambers-plain');
    p.agendaSlots.forEach((a, i) => { a.corrupted = i > 0; });
    p.trackCorruption = { society: true, statecraft: true, economy: true };
    for (const x of Object.values(s.sectors)) if (x.owner === 0) x.corrupted = true;
    s.turnOrder = [0];
    const frame = frameRules['Each player gains a Corruption on their House mat, if possible. If every space on their House mat is already Corrupted, they must place it on one of their sectors or on the Decontamination Chambers card.'];
    expect(frame.each && frame.choices(s, 0, { frame: 0, order: 0, step: 0, groups: [], location: null, pledges: [] })).toEqual([{ to: { kind: 'decontamination' } }]);
    expect(resolveRule(s, frame, [0])).toMatchObject([{ done: 'gained a Corruption' }]);
    expect(p.decontamination).toBe(1);
  });
});
