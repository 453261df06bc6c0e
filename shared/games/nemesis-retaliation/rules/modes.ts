/** The game modes a config selects (digest §5.19), read by setup, death, movement and the round (no rule imports here). */
import type { RetaliationConfig, RetaliationState } from '../state';

/** Whether the table plays the solo/co-op rules: a 1-seat game always does. */
export const soloRules = (config: Partial<RetaliationConfig>, seats: number): boolean => seats === 1 || (config.mode ?? 'standard') !== 'standard';

/** Revive (reading 12.31: co-op only, it needs a second character to carry the body). */
export const reviveOn = (s: Pick<RetaliationState, 'config' | 'seats'>): boolean => s.config.mode === 'coop-revive' && s.seats > 1;
