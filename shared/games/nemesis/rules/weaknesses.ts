/**
 * Intruder weaknesses (digest §5.14): 3 cards face down on the intruder board, one per object kind; analysing such an
 * object in the Laboratory turns its card face up, and from then on its rule applies (each where it acts: combat,
 * injury checks, surprise checks, doors, fire, Bite). The Fire Extinguisher part of Susceptibility to Phosphates waits
 * for the item actions.
 */
import type { IntruderType } from '../data';
import type { NemesisState } from '../state';

export type WeaknessId =
  | 'weakness-vital-places'
  | 'weakness-the-way-of-moving'
  | 'weakness-susceptibility-to-phosphates'
  | 'weakness-vulnerability-to-energy'
  | 'weakness-reaction-to-danger'
  | 'weakness-species-on-the-brink-of-extinction'
  | 'weakness-the-way-of-fighting'
  | 'weakness-vulnerability-to-fire';

export const known = (s: NemesisState, id: WeaknessId): boolean => s.weaknesses.some((w) => w.card === id && w.revealed);

/** Whether an intruder of this type destroys a closed door in its way (The Way of Moving: only Queens and Breeders). */
export const breaksDoors = (s: NemesisState, type: IntruderType): boolean => !known(s, 'weakness-the-way-of-moving') || type === 'queen' || type === 'breeder';
