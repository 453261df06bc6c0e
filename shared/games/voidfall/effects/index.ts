/**
 * The effect registry: every primitive effect the Focus turn can resolve now, by `op`. An op missing here (a House
 * card's special effect) offers no choice, so it is never listed nor accepted.
 */
import type { Seat } from '../../../engine';
import { countedEffects } from './counted';
import { economyEffects } from './economy';
import { fleetEffects } from './fleets';
import { invasionEffects } from './invasion';
import { matEffects } from './mat';
import { preferredEffects } from './preferred';
import { sectorEffects } from './sectors';
import { technologyEffects } from './technologies';
import { tradeNexusEffects } from './trade-nexus';
import type { Draft, EffectChoice, EffectContext, EffectFamily, Primitive, Resolution } from './types';

// improved Trade Nexus wraps the produce effects, so it comes last.
const families: Record<string, EffectFamily> = { ...economyEffects, ...matEffects, ...sectorEffects, ...fleetEffects, ...invasionEffects, ...technologyEffects, ...preferredEffects, ...countedEffects, ...tradeNexusEffects };

/** Whether the engine knows an effect (an unknown one, a co-op card's, keeps its action off the list). */
export const knownEffect = (op: string) => op in families;

export function effectChoices(s: Draft, seat: Seat, effect: Primitive, ctx: EffectContext): EffectChoice[] {
  return families[effect.op]?.choices(s, seat, effect, ctx) ?? [];
}

export function resolveEffect(s: Draft, seat: Seat, effect: Primitive, choice: EffectChoice, ctx: EffectContext): Resolution {
  return families[effect.op].resolve(s, seat, effect, choice, ctx);
}
