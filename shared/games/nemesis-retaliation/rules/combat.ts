/**
 * Combat (digest §5.11, data README "Shoot die", "Burst die ★"): Shoot and Melee put 1 hit on an intruder in your room,
 * then roll the shoot die (d8: Critical, 2, 3, 4, 4, 5, 5, Ammo-loss): Critical kills, a number kills when it is at most
 * the hits now on the target, Ammo-loss spends 1 Ammo of the weapon (Shoot only). A Larva dies to any hit. Burst and
 * Grenade roll the burst die (d6: 1, 1, 1, 2, 3, 4★) into a corridor, and the player allocates the hits, each
 * intruder receiving only hits that kill it (Adult and Larva 1, Drone 2; the Queen's track takes any).
 */
import type { Rng, Seat } from '../../../engine';
import { dice } from '../data';
import type { RetaliationEvent } from '../events';
import type { Intruder, IntruderKind, RetaliationState } from '../state';
import { intrudersAt } from './board';
import { criticalOnQueen, damageQueen, FINAL_SPACE } from './queen';
import { removeIntruder } from './intruders';

export const shootDie = dice.find((d) => d.id === 'shoot-die')!.faces;
export const burstDie = dice.find((d) => d.id === 'burst-die')!.faces;
/** The hits a burst face gives ("4+special" is 4 hits and the ★). */
export const burstHits = (face: string) => Number.parseInt(face, 10);
export const GRENADE_BONUS = 2;
export const CORRIDOR_HITS_TO_KILL: Record<IntruderKind, number> = { larva: 1, adult: 1, drone: 2, queen: 1 };

/** Whether a shoot-die face kills a target carrying `hits` (after this attack's hit). Reading 12.1 in the English values. */
export const faceKills = (face: string, hits: number) => face === 'critical' || (/^\d$/.test(face) && Number(face) <= hits);

function killIntruder(s: RetaliationState, intruder: Intruder): RetaliationEvent[] {
  removeIntruder(s, intruder.id);
  return [{ type: 'intruder-killed', intruder: intruder.id, intruderType: intruder.type, where: intruder.where }];
}

/**
 * The hit of a Shoot or Melee, before its roll. `decided`: the Queen's hit already settled it (a Queen Health card
 * drawn, or her death), so the roll can no longer kill. Split from the roll so Taking Aim can pause between them.
 */
export function landHit(s: RetaliationState, target: Intruder, rng: Rng): { decided: boolean; events: RetaliationEvent[] } {
  if (target.type !== 'queen') {
    target.hits += 1;
    return { decided: false, events: [] };
  }
  const before = s.decks.queenHealth.length;
  const events = damageQueen(s, 1, { rng, source: target.where });
  return { decided: s.decks.queenHealth.length < before || s.queenDead, events };
}

/** What a shoot-die face does to the target `landHit` just hit: whether it died, and the events. */
export function judgeFace(s: RetaliationState, target: Intruder, face: string, decided: boolean, rng: Rng, resultBonus = 0): { killed: boolean; events: RetaliationEvent[] } {
  if (target.type === 'queen') {
    const killing = !decided && faceKills(face, Math.min(s.queenHits, FINAL_SPACE) - resultBonus);
    const events = killing ? criticalOnQueen(s, { rng, source: target.where }) : [];
    return { killed: s.queenDead, events };
  }
  const killed = target.type === 'larva' || faceKills(face, target.hits - resultBonus);
  return { killed, events: killed ? killIntruder(s, target) : [{ type: 'intruder-hit', intruder: target.id, hits: target.hits }] };
}

/** The sets of corridor intruders a roll of `hits` can kill (each must get enough hits to die), as id lists. */
export function allocations(s: RetaliationState, corridor: string, hits: number): string[][] {
  const present = intrudersAt(s, corridor).filter((i) => i.type !== 'queen');
  const out: string[][] = [];
  const pick = (from: number, chosen: string[], left: number) => {
    out.push(chosen);
    for (let k = from; k < present.length; k++) {
      const cost = CORRIDOR_HITS_TO_KILL[present[k].type];
      if (cost <= left) pick(k + 1, [...chosen, present[k].id], left - cost);
    }
  };
  pick(0, [], hits);
  return out;
}

/** Applies an allocation: the chosen intruders die; the hits left go on the Queen's track if she is there (§12.14). */
export function applyAllocation(s: RetaliationState, seat: Seat, kill: string[], rng?: Rng): RetaliationEvent[] {
  const { corridor, hits } = s.allocation!;
  s.allocation = null;
  const victims = intrudersAt(s, corridor).filter((i) => kill.includes(i.id));
  const spent = victims.reduce((n, i) => n + CORRIDOR_HITS_TO_KILL[i.type], 0);
  const events: RetaliationEvent[] = [{ type: 'hits-allocated', seat, corridor, killed: victims.map((v) => v.id) }];
  for (const v of victims) events.push(...killIntruder(s, v));
  const queenHere = intrudersAt(s, corridor).some((i) => i.type === 'queen');
  // The Queen Health card's effect comes from the shooter's room (a Repel pushes her away from it).
  const damage = rng ? { rng, source: s.players[seat].space! } : undefined;
  if (queenHere && hits > spent) events.push(...damageQueen(s, hits - spent, damage));
  return events;
}

/** Rolls the burst die into a corridor; the hits then wait for the player's allocation if anything there can take them. */
export function burstRoll(s: RetaliationState, seat: Seat, corridor: string, bonus: number, source: 'burst' | 'grenade', rng: Rng) {
  const face = rng.roll(burstDie);
  const hits = burstHits(face) + bonus;
  if (intrudersAt(s, corridor).length) s.allocation = { seat, corridor, hits, source };
  return { face, hits };
}
