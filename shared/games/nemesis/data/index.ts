/**
 * The Nemesis data, validated once (validated.ts: at import in tests and local dev, when bundled for the Lambdas): a
 * malformed file throws then, never mid-game.
 * Physical copies get instance ids here (`red-grenade-2`, `captain-search-1`, `wound-arm-3`), so a card in a deck
 * or hand is one string that is unique in the state. Contamination cards are the exception: their ids
 * (`contamination-01`..) say nothing, and which of them are INFECTED is drawn at setup (see setup.ts), because a
 * fixed id-to-flag table would tell every client the hidden flag.
 */
import * as S from './schema';
import { characterIds } from './schema';
import {
  actionCards, attackCards, boardData, characters, contaminationCount, coordinatesCards, dice, eventCards, explorationTokens, intruderTokens, items,
  objectives, questItems, rooms, seriousWounds, soloCoopObjectives, startingWeapons, tracks, weaknesses,
} from './validated';

export * from './schema';
export * from './validated';

const byId = <T extends { id: string }>(items: readonly T[]): ReadonlyMap<string, T> => new Map(items.map((x) => [x.id, x]));
const pad = (n: number) => String(n).padStart(2, '0');
/** `copies` physical cards of each definition, as instance ids `<id>-<k>`. */
const instances = (defs: ReadonlyArray<{ id: string; copies: number }>) => defs.flatMap((d) => Array.from({ length: d.copies }, (_, k) => `${d.id}-${k + 1}`));

export const roomById = byId(rooms);
export const explorationTokenById = byId(explorationTokens);
export const intruderTokenById = byId(intruderTokens);
export const attackCardById = byId(attackCards);
export const eventCardById = byId(eventCards);
export const weaknessById = byId(weaknesses);
export const actionCardById = byId(actionCards);
export const characterById = byId(characters) as ReadonlyMap<S.CharacterId, S.CharacterData>;
export const startingWeaponById = byId(startingWeapons);
export const questItemById = byId(questItems);
export const itemById = byId(items);
export const objectiveById = byId([...objectives, ...soloCoopObjectives]);
export const coordinatesById = byId(coordinatesCards);

export type BoardSide = keyof typeof boardData;

// ── Instances ────────────────────────────────────────────────────────────────────────────────────────────────

/** A character's 10 action cards as instance ids `<character>-<card>-<k>`. */
export function actionDeckOf(character: S.CharacterId): string[] {
  return characterById.get(character)!.actionDeck.flatMap((e) => Array.from({ length: e.copies }, (_, k) => `${character}-${e.card}-${k + 1}`));
}
/** The action-card definition of an instance id. */
export function actionCardOf(instance: string): S.ActionCardData {
  return actionCardById.get(cardKind(instance))!;
}

export const itemInstances: Record<S.ItemDeck, readonly string[]> = {
  red: instances(items.filter((i) => i.deck === 'red')),
  yellow: instances(items.filter((i) => i.deck === 'yellow')),
  green: instances(items.filter((i) => i.deck === 'green')),
  blue: instances(items.filter((i) => i.deck === 'blue')),
};
/** The item definition of an instance id (`red-grenade-2` → Grenade); starting weapons and quest items are their own ids. */
export function itemOf(instance: string): S.ItemData | undefined {
  return itemById.get(instance.replace(/-\d+$/, ''));
}

export const seriousWoundInstances: readonly string[] = instances(seriousWounds);
export const seriousWoundOf = (instance: string) => seriousWounds.find((w) => instance.startsWith(`${w.id}-`))!;

export const contaminationInstances: readonly string[] = Array.from({ length: contaminationCount }, (_, i) => `contamination-${pad(i + 1)}`);
export const isContamination = (card: string) => card.startsWith('contamination-');

/**
 * The kind of a card instance, as events name it: `search` for `scout-search-1`, `red-grenade` for `red-grenade-2`,
 * `contamination` for any contamination card. Events never carry instance ids of cards that can go back into a hidden
 * place (a reshuffled deck, a hand), so that what was public stays public without tying an id to a secret place.
 */
export function cardKind(instance: string): string {
  if (isContamination(instance)) return 'contamination';
  // Starting weapons (`scout-rifle`) also begin with a character's name: only a known action card counts as one.
  const character = characterIds.find((c) => instance.startsWith(`${c}-`));
  const action = character ? actionCardById.get(instance.slice(character.length + 1).replace(/-\d+$/, '')) : undefined;
  return action?.id ?? itemOf(instance)?.id ?? instance;
}

// The data corrects the digest's guessed combat die (§8.1): Creeper ×2, single hit ×1 (data README).
export const noiseDieFaces = dice.find((d) => d.id === 'noise-die')!.faces as ReadonlyArray<'1' | '2' | '3' | '4' | 'silence' | 'danger'>;
export const combatDieFaces = dice.find((d) => d.id === 'combat-die')!.faces as ReadonlyArray<'blank' | 'creeper' | 'adult' | 'single-hit' | 'double-hit'>;

// The data corrects the digest's time track (§9.5): 15 advances to the jump, hibernation after 7 (data README).
export const timeTrackJump = tracks.find((t) => t.id === 'time-track')!.spaces.length - 1;
export const timeTrackFirstBlue = tracks.find((t) => t.id === 'time-track')!.spaces.findIndex((s) => s.colour === 'blue');
export const selfDestructFirstYellow = tracks.find((t) => t.id === 'self-destruct-track')!.spaces.findIndex((s) => s.colour === 'yellow');
export const selfDestructSkull = tracks.find((t) => t.id === 'self-destruct-track')!.spaces.length - 1;
