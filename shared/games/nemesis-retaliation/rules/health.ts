/**
 * Health, wounds, death and oxygen (digest §5.4-5.5, data README on the Suffocating token). The health marker moves
 * right over 3 sections of slots (3/3/3 by the data's labelled default); past the last slot the character dies.
 * Serious wounds cover sections from the left; a marker in a covered section jumps to the next free section.
 */
import type { Seat } from '../../../engine';
import { characterOf, itemOfInstance } from '../data';
import type { RetaliationEvent } from '../events';
import type { PlayerState, RetaliationState } from '../state';
import { intrudersAt } from './board';
import { reviveOn } from './modes';

export type HealthSection = 'healthy' | 'injured' | 'heavily-injured';
const SECTIONS: HealthSection[] = ['healthy', 'injured', 'heavily-injured'];

function slotsPerSection(p: PlayerState): number[] {
  const track = characterOf(p.character!).healthTrack.slotsPerSection;
  return SECTIONS.map((sec) => track[sec] ?? 3);
}
/** First slot index of each section, and the number of slots. */
function layout(p: PlayerState): { starts: number[]; total: number } {
  const sizes = slotsPerSection(p);
  const starts = sizes.map((_, i) => sizes.slice(0, i).reduce((a, b) => a + b, 0));
  return { starts, total: sizes.reduce((a, b) => a + b, 0) };
}

export function healthSection(p: PlayerState): HealthSection {
  const { starts } = layout(p);
  const index = starts.filter((st) => p.health >= st).length - 1;
  return SECTIONS[Math.max(0, index)];
}

export const inPlay = (p: PlayerState) => p.status === 'in-play';

/** The first slot of a section of the character's health track. */
export const sectionStart = (p: PlayerState, section: HealthSection): number => layout(p).starts[SECTIONS.indexOf(section)];

/**
 * Kills a character: the miniature leaves, every item and token is lost (digest §5.4). With Revive the miniature stays
 * lying in its room (`fallen`, rules/revive.ts); its items are discarded all the same (data README 15).
 */
export function kill(s: RetaliationState, seat: Seat, cause: string): RetaliationEvent[] {
  const p = s.players[seat];
  if (p.status === 'dead') return [];
  p.status = 'dead';
  if (reviveOn(s)) p.fallen = true;
  p.hands = [];
  p.armor = null;
  p.backpack = [];
  p.belt = p.belt.map(() => null);
  p.itemGear = {};
  p.itemMalfunctions = {};
  if (s.allocation?.seat === seat) s.allocation = null;
  return [{ type: 'character-died', seat, cause }];
}

/** Armor in the Heavily Injured section is discarded when the marker enters that section. */
function moveMarker(s: RetaliationState, seat: Seat, to: number): string | null {
  const p = s.players[seat];
  const { starts } = layout(p);
  const before = p.health;
  p.health = to;
  if (p.armor && before < starts[2] && to >= starts[2]) {
    const armor = p.armor;
    p.armor = null;
    delete p.itemGear[armor];
    return armor;
  }
  return null;
}

export function loseHealth(s: RetaliationState, seat: Seat, amount: number, cause: string): RetaliationEvent[] {
  const p = s.players[seat];
  if (!inPlay(p) || amount <= 0) return [];
  const { total } = layout(p);
  const target = p.health + amount;
  const armorLost = moveMarker(s, seat, Math.min(target, total - 1));
  const events: RetaliationEvent[] = [{ type: 'health-lost', seat, amount, armorLost: armorLost ? itemOfInstance(armorLost).id : null }];
  return target > total - 1 ? [...events, ...kill(s, seat, cause)] : events;
}

/** Healing never moves the marker into a section covered by a serious wound (reading 12.16). */
export function heal(s: RetaliationState, seat: Seat, amount: number): RetaliationEvent[] {
  const p = s.players[seat];
  const { starts } = layout(p);
  const floor = p.seriousWounds.length ? starts[p.seriousWounds.length] ?? p.health : 0;
  const to = Math.max(floor, p.health - amount);
  const healed = p.health - to;
  p.health = to;
  return healed > 0 ? [{ type: 'healed', seat, amount: healed }] : [];
}

/** A serious wound covers the leftmost uncovered section; with no section left, or the marker pushed off, the character dies. */
export function gainSeriousWound(s: RetaliationState, seat: Seat, cause: string): RetaliationEvent[] {
  const p = s.players[seat];
  if (!inPlay(p)) return [];
  if (s.decks.seriousWounds.length === 0) return [];
  const card = s.decks.seriousWounds.shift()!;
  p.seriousWounds.push(card);
  const events: RetaliationEvent[] = [{ type: 'serious-wound', seat, card }];
  const { starts } = layout(p);
  const covered = p.seriousWounds.length;
  if (covered >= SECTIONS.length) return [...events, ...kill(s, seat, cause)];
  if (p.health < starts[covered]) {
    const armorLost = moveMarker(s, seat, starts[covered]);
    if (armorLost) events.push({ type: 'health-lost', seat, amount: 0, armorLost });
  }
  return events;
}

export function loseOxygen(s: RetaliationState, seat: Seat, amount: number): RetaliationEvent[] {
  const p = s.players[seat];
  if (!inPlay(p)) return [];
  const events: RetaliationEvent[] = [];
  for (let i = 0; i < amount && p.status === 'in-play'; i++) {
    if (p.suffocating) return [...events, ...kill(s, seat, 'suffocation')];
    if (p.oxygen > 0) p.oxygen -= 1;
    else p.suffocating = true;
  }
  return [...events, { type: 'oxygen-changed', seat, oxygen: p.oxygen, suffocating: p.suffocating }];
}

export function gainOxygen(s: RetaliationState, seat: Seat, amount: number): RetaliationEvent[] {
  const p = s.players[seat];
  p.oxygen = Math.min(characterOf(p.character!).maxOxygen, p.oxygen + amount);
  p.suffocating = false;
  return [{ type: 'oxygen-changed', seat, oxygen: p.oxygen, suffocating: false }];
}

/** Seats in turn order from the start player (the common tiebreaker). */
export function turnOrder(s: RetaliationState): Seat[] {
  const start = s.startPlayer ?? 0;
  return Array.from({ length: s.seats }, (_, i) => (start + i) % s.seats);
}

/** Characters standing in a room (aboard the Lander they are out of the facility), earliest in turn order first. */
export const charactersIn = (s: RetaliationState, space: string): Seat[] =>
  turnOrder(s).filter((seat) => inPlay(s.players[seat]) && s.players[seat].space === space);

export const inCombat = (s: RetaliationState, seat: Seat): boolean => intrudersAt(s, s.players[seat].space!).length > 0;
