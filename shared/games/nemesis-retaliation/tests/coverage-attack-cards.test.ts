/**
 * One test per Intruder Attack card (data intruder-attack-cards.json) and per printed line, read from the card's text:
 * HP lost, Serious Wounds, Contamination cards, death and the Larva, by the attacker's type and the victim's health.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine';
import { attack } from '../rules/attack';
import { sectionStart, type HealthSection } from '../rules/health';
import type { IntruderKind, PlayerState } from '../state';
import { given } from '../testing/given';

const contamination = (p: PlayerState) => [...p.hand, ...p.deck, ...p.discard].filter((c) => c.startsWith('contamination')).length;

/** Seat 0 (recon, no armor) in `section` is attacked by a `type` drawing `card`; what it took. */
function attackedBy(type: IntruderKind, card: string, section: HealthSection = 'healthy') {
  const s = given({ attacks: [card], intruders: [{ type, where: 'landing-zone' }] });
  const p = s.players[0];
  p.health = sectionStart(p, section);
  const before = { health: p.health, contamination: contamination(p) };
  const events = attack(s, 0, s.intruders[0], Rng.fromSeed('coverage'));
  expect(events).toContainEqual(expect.objectContaining({ type: 'attacked', seat: 0, card }));
  return {
    hpLost: p.health - before.health,
    wounds: p.seriousWounds.length,
    contamination: contamination(p) - before.contamination,
    dead: p.status === 'dead',
    larva: p.larva,
  };
}

const took = (hpLost: number, wounds: number, contamination: number) => ({ hpLost, wounds, contamination, dead: false, larva: false });
/** A Serious Wound also moves the health marker onto the section it covers (rules/health.ts), so HP is not compared. */
const wounded = (wounds: number, contamination: number) => expect.objectContaining({ wounds, contamination, dead: false, larva: false });

describe('Intruder Attack cards, line by line', () => {
  it('Scratch 4: lose 2 HP', () => {
    for (const type of ['adult', 'drone', 'queen'] as const) expect(attackedBy(type, 'scratch-4')).toEqual(took(2, 0, 0));
  });

  it('Deadly Claws 1 and 2: an Adult or Queen takes 1 HP, or 2 HP and 1 Contamination', () => {
    for (const type of ['adult', 'queen'] as const) {
      expect(attackedBy(type, 'deadly-claws-1')).toEqual(took(1, 0, 0));
      expect(attackedBy(type, 'deadly-claws-2')).toEqual(took(2, 0, 1));
    }
  });

  it('Deadly Claws (every card, Drone): 2 Serious Wounds, 1 when Injured, death when Heavily Injured', () => {
    for (const card of ['deadly-claws-1', 'deadly-claws-2', 'deadly-claws-3']) {
      expect(attackedBy('drone', card)).toEqual(wounded(2, 0));
      expect(attackedBy('drone', card, 'injured')).toEqual(wounded(1, 0));
      expect(attackedBy('drone', card, 'heavily-injured').dead).toBe(true);
    }
  });

  it('Fury 1 and 2: an Adult takes 1 or 2 HP and 1 Contamination', () => {
    expect(attackedBy('adult', 'fury-1')).toEqual(took(1, 0, 1));
    expect(attackedBy('adult', 'fury-2')).toEqual(took(2, 0, 1));
  });

  it('Fury (Drone, Queen): the Heavily Injured in the room die, each other character there gains 1 Serious Wound and 1 Contamination', () => {
    for (const [card, type] of [['fury-1', 'drone'], ['fury-2', 'queen']] as const) {
      const s = given({ attacks: [card], intruders: [{ type, where: 'landing-zone' }], players: { 0: { space: 'landing-zone' }, 1: { space: 'landing-zone' } } });
      const [victim, other] = [s.players[0], s.players[1]];
      other.health = sectionStart(other, 'heavily-injured');
      const before = contamination(victim);
      attack(s, 0, s.intruders[0], Rng.fromSeed('coverage'));
      expect(other.status).toBe('dead');
      expect(victim.status).not.toBe('dead');
      expect(victim.seriousWounds).toHaveLength(1);
      expect(contamination(victim)).toBe(before + 1);
    }
  });

  it('Infecting: an Adult or Drone takes 2 HP; a Queen gives 1 Contamination and a Larva when there is none', () => {
    expect(attackedBy('adult', 'infecting')).toEqual(took(2, 0, 0));
    expect(attackedBy('drone', 'infecting')).toEqual(took(2, 0, 0));
    expect(attackedBy('queen', 'infecting')).toEqual({ ...took(0, 0, 1), larva: true });
  });

  it('Tail Attack 1: an Adult or Drone gives 1 Contamination; a Queen kills the Injured, else 1 Serious Wound and 1 Contamination', () => {
    expect(attackedBy('adult', 'tail-attack-1')).toEqual(took(0, 0, 1));
    expect(attackedBy('drone', 'tail-attack-1')).toEqual(took(0, 0, 1));
    expect(attackedBy('queen', 'tail-attack-1')).toEqual(wounded(1, 1));
    expect(attackedBy('queen', 'tail-attack-1', 'injured').dead).toBe(true);
    expect(attackedBy('queen', 'tail-attack-1', 'heavily-injured').dead).toBe(true);
  });

  it('Tail Attack 2: an Adult or Drone takes 1 HP and 1 Contamination; a Queen kills the Injured, else 1 Serious Wound and 1 Contamination', () => {
    expect(attackedBy('adult', 'tail-attack-2')).toEqual(took(1, 0, 1));
    expect(attackedBy('drone', 'tail-attack-2')).toEqual(took(1, 0, 1));
    expect(attackedBy('queen', 'tail-attack-2')).toEqual(wounded(1, 1));
    expect(attackedBy('queen', 'tail-attack-2', 'injured').dead).toBe(true);
  });
});
