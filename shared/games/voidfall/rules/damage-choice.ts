/**
 * Which cube a Combat Damage recalls (rules addendum A10: "each point makes the owner recall 1 Fleet Power of their
 * choice"). A Combat is a pure function of its input and of the owner's choices, one per Damage that had a choice, in
 * order. So a Combat pauses by recording its input and the choices made so far in the state (`damageChoice`), and each
 * `choose-damage` move fights it again from the start with one more choice: the same Damage points fall in the same
 * order, and the next Damage with a choice either finds its answer or pauses again. The Voidborn side never chooses
 * (it is one kind of Fleet Power).
 * Without recorded choices (`undefined`) every Damage recalls the cheapest fleet type first (Corvette, Sentry,
 * Destroyer, Carrier, Dreadnought): the reading used before, the time-out's answer, and what the engine simulates
 * when it ranks Skirmish targets or decides whether a paid Technology is needed.
 */
import type { FleetType } from '../data/schema';

export const LOSS_ORDER: readonly FleetType[] = ['corvette', 'sentry', 'destroyer', 'carrier', 'dreadnought'];

type Force = Partial<Record<FleetType, number>>;

/** Thrown by a Combat that reaches a Damage with a choice and no recorded answer; caught where the Combat is fought. */
export class DamageChoiceNeeded {
  constructor(readonly options: FleetType[]) {}
}

/** The fleet types a Damage may recall from `force`, cheapest first. */
export const lossOptions = (force: Force): FleetType[] => LOSS_ORDER.filter((t) => (force[t] ?? 0) > 0);

/**
 * A picker for the fleet type each Damage recalls: the recorded `choices` in order, the cheapest type when there are
 * none (`undefined`), a pause (DamageChoiceNeeded) when they run out.
 */
export function lossPicker(choices?: readonly FleetType[]): (force: Force) => FleetType {
  let next = 0;
  return (force) => {
    const options = lossOptions(force);
    // One type left: the Damage has one answer, so it is resolved without a pause (the common case).
    if (options.length <= 1 || choices === undefined) return options[0];
    if (next >= choices.length) throw new DamageChoiceNeeded(options);
    const picked = choices[next++];
    // Choices are checked against the paused options when made; a stale one falls back to the cheapest type.
    return options.includes(picked) ? picked : options[0];
  };
}

/** Recalls `damage` cubes from `force` with `pick`; `hit` records each cube's type (Escape Pods). Returns the count. */
export function recallCubes(force: Force, damage: number, hit: FleetType[], pick: (force: Force) => FleetType): number {
  let dealt = 0;
  while (dealt < damage && lossOptions(force).length > 0) {
    const type = pick(force);
    force[type]! -= 1;
    dealt += 1;
    hit.push(type);
  }
  return dealt;
}

/** Runs a Combat with choices: its result, or the options of the Damage that waits for the owner's choice. */
export function fightWithChoices<R>(fight: () => R): { result: R } | { options: FleetType[] } {
  try {
    return { result: fight() };
  } catch (e) {
    if (e instanceof DamageChoiceNeeded) return { options: e.options };
    throw e;
  }
}
