/**
 * F7, passive item use: "apply it now or not, at the owner's discretion" (digest §5.7: passive items "apply whenever
 * their owner wishes"). Each passive item whose text a player could want not to apply has a public standing setting,
 * changed for free on its turn with `set-passive`; absent, `always` (the printed text, and what the game did before):
 * - Perimeter Security Device ("whenever you Discover a new Room: ignore Hazard results"): `always`, `never`, or `ask`:
 *   a Hazard while its holder discovers a room pauses the sequence there (rules/attack-pause.ts) to ask the holder
 *   (prompt `apply-passive`, a time-out ignoring the Hazard as printed). A Hazard may be wanted: an intruder to hunt.
 * - Biohazard Armor ("whenever you would gain a Contamination card, lose 1 HP instead"): `always`, `unless-fatal`
 *   (the card is taken when the HP would kill), `never`.
 * - Bulletproof Vest ("when you would gain a Serious Wound, discard this Item instead"): `always`, `never` (to keep
 *   the vest for a worse wound).
 * The armors answer by setting alone, as Heavy Armor does (rules/items-armor.ts): Contamination cards and serious
 * wounds come in the middle of attacks, events and cards, often several in a row; a Hazard while discovering a room is
 * rare, and whether to let it happen depends on the room just found, so the device may ask.
 * No choice is given for Tactical Armor (1 HP fewer never harms its owner), the Autoloader Belt (its Ammo is only spent
 * by a shot or a Panic spending the player chooses), the Utility Vest (no text) or Heavy Armor (its own setting).
 */
import type { Seat } from '../../../engine';
import { itemOfInstance } from '../data';
import type { RetaliationEvent } from '../events';
import type { PassiveItem, PassiveSetting, RetaliationState } from '../state';
import { copyRetaliationState } from '../state-copy';
import { decide } from './attack-pause';
import { heldItems } from './equipment';
import { loseHealth } from './health';

export const PASSIVE_SETTINGS: Readonly<Record<PassiveItem, readonly PassiveSetting[]>> = {
  'perimeter-security-device': ['always', 'ask', 'never'],
  'biohazard-armor': ['always', 'unless-fatal', 'never'],
  'bulletproof-vest': ['always', 'never'],
};
const PASSIVE_ITEMS = Object.keys(PASSIVE_SETTINGS) as PassiveItem[];

export const passiveSetting = (s: RetaliationState, seat: Seat, item: PassiveItem): PassiveSetting => s.players[seat].passive?.[item] ?? 'always';

const holds = (s: RetaliationState, seat: Seat, item: PassiveItem) => heldItems(s, seat).some((i) => itemOfInstance(i).id === item);

/** The setting changes `seat` may make now (free, on its turn): for each such item it holds, every other setting. */
export function passiveSettingMoves(s: RetaliationState, seat: Seat): Array<{ type: 'set-passive'; item: PassiveItem; setting: PassiveSetting }> {
  return PASSIVE_ITEMS.filter((item) => holds(s, seat, item)).flatMap((item) =>
    PASSIVE_SETTINGS[item].filter((setting) => setting !== passiveSetting(s, seat, item)).map((setting) => ({ type: 'set-passive' as const, item, setting })),
  );
}

export function passiveProblem(s: RetaliationState, seat: Seat, item: PassiveItem, setting: PassiveSetting): string | null {
  if (!holds(s, seat, item)) return `Only a character holding the ${itemOfInstance(item).name} chooses when it applies.`;
  if (!PASSIVE_SETTINGS[item].includes(setting)) return `The ${itemOfInstance(item).name} cannot be set that way.`;
  return setting === passiveSetting(s, seat, item) ? 'That is already your setting for this item.' : null;
}

export function setPassive(s: RetaliationState, seat: Seat, item: PassiveItem, setting: PassiveSetting): RetaliationEvent[] {
  s.players[seat].passive = { ...s.players[seat].passive, [item]: setting };
  return [{ type: 'passive-set', seat, item, setting }];
}

/** Whether the character would still be alive after losing `amount` HP (tried on a copy). */
export function survivesHpLoss(s: RetaliationState, seat: Seat, amount: number): boolean {
  const trial = copyRetaliationState(s);
  loseHealth(trial, seat, amount, 'a trial');
  return trial.players[seat].status !== 'dead';
}

/**
 * A Hazard while the holder of a working Perimeter Security Device discovers a room (`never` is settled before: the
 * device is then not counted at all). With `ask`, the owner answers; `mark` stands where the open question is.
 */
export function ignoresHazard(s: RetaliationState, seat: Seat): { ignore: boolean; mark: RetaliationEvent[] } {
  if (passiveSetting(s, seat, 'perimeter-security-device') !== 'ask') return { ignore: true, mark: [] };
  const { answer, mark } = decide(s, { kind: 'passive', seat, item: 'perimeter-security-device' }, { kind: 'passive', apply: true });
  return { ignore: answer.apply, mark };
}

/** Biohazard Armor takes `count` Contamination cards as HP by its owner's setting. */
export function biohazardApplies(s: RetaliationState, seat: Seat, count: number): boolean {
  const setting = passiveSetting(s, seat, 'biohazard-armor');
  return setting === 'always' || (setting === 'unless-fatal' && survivesHpLoss(s, seat, count));
}

/** The Bulletproof Vest is spent on a serious wound unless its owner keeps it. */
export const vestApplies = (s: RetaliationState, seat: Seat): boolean => passiveSetting(s, seat, 'bulletproof-vest') !== 'never';
