/**
 * The shape of one printed effect of an action card (one "option"; a card listing several lets the player pick one,
 * digest §5.3). The registry (registry.ts) maps each card to its effects; rules/action-cards.ts plays them.
 */
import type { Rng, Seat } from '../../../../engine';
import type { RetaliationEvent } from '../../events';
import type { MoveOf } from '../../moves/schema';
import type { RetaliationState } from '../../state';
import { spendableKinds, type AmmoKind } from '../equipment';

export type CardPlay = MoveOf<'play-card'>;
/** The choices an effect takes besides the card, its option and the extra cards paid. */
export type PlayChoice = Pick<CardPlay, 'target' | 'seat' | 'choice' | 'room'>;

export interface CardEffect {
  /** "Discard 1 Action card to ...": cards paid besides the played card itself. */
  extraCost?: number;
  /** "Discard any number of Action cards": `pay` may name any number of other cards (none included). */
  anyCost?: boolean;
  /** Why the effect cannot be resolved whole now (digest §5.3: you must be able to resolve all of it), or null. */
  problem(s: RetaliationState, seat: Seat): string | null;
  /** Every choice the effect offers now; `[{}]` when it takes none. */
  choices(s: RetaliationState, seat: Seat): PlayChoice[];
  /** The sentence for a choice that is not one of `choices`. */
  choiceError: string;
  /**
   * The kind of each Ammo token a play with this choice spends from (rules/equipment.ts `spendableKinds`): the play
   * may name one (`ammo`) when they differ (§6.2). Absent, or none, for an effect spending no Ammo.
   */
  ammoKinds?(s: RetaliationState, seat: Seat, choice: PlayChoice): AmmoKind[];
  resolve(s: RetaliationState, seat: Seat, play: CardPlay, rng: Rng): RetaliationEvent[];
}

/** A card effect that cannot be played yet, with the sentence a player reads. */
export interface UnbuiltEffect {
  unbuilt: string;
}

export type EffectScript = CardEffect | UnbuiltEffect;
export const isUnbuilt = (e: EffectScript): e is UnbuiltEffect => 'unbuilt' in e;

/** An effect with no choice to make. */
export const plain = (
  problem: CardEffect['problem'],
  resolve: (s: RetaliationState, seat: Seat, rng: Rng) => RetaliationEvent[],
): CardEffect => ({ problem, choices: () => [{}], choiceError: 'This effect takes no choice.', resolve: (s, seat, _p, rng) => resolve(s, seat, rng) });

/** An effect choosing one `target` from a list; with nothing to choose, `none` says why it cannot be played. */
export function targeted(
  list: (s: RetaliationState, seat: Seat) => string[],
  none: string,
  choiceError: string,
  resolve: (s: RetaliationState, seat: Seat, target: string, rng: Rng) => RetaliationEvent[],
  extra?: (s: RetaliationState, seat: Seat) => string | null,
): CardEffect {
  return {
    problem: (s, seat) => extra?.(s, seat) ?? (list(s, seat).length ? null : none),
    choices: (s, seat) => list(s, seat).map((target) => ({ target })),
    choiceError,
    resolve: (s, seat, play, rng) => resolve(s, seat, play.target!, rng),
  };
}

/** A card's name part of its id (`<character>--<name>`): the same name plays the same on every character's deck. */
export const nameOf = (card: string) => card.slice(card.indexOf('--') + 2);

export const withCost = (extraCost: number, effect: CardEffect): CardEffect => ({ ...effect, extraCost });

/** The Ammo tokens a `shoot:<weapon>` or `burst:<weapon>` choice of character `x` spends from; none for anything else. */
export const shotKinds = (s: RetaliationState, x: Seat, how: string | undefined): AmmoKind[] =>
  how?.startsWith('shoot:') || how?.startsWith('burst:') ? spendableKinds(s, x, how.slice(how.indexOf(':') + 1)) : [];
