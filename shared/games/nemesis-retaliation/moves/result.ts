/** Move handlers work on a private clone of the state and return the events, or a refusal that discards the clone. */
import type { EngineError, Rng, Seat } from '../../../engine';
import type { RetaliationEvent } from '../events';
import type { RetaliationState } from '../state';

export type Outcome = RetaliationEvent[] | EngineError;
export type Handler<M> = (s: RetaliationState, seat: Seat, move: M, rng: Rng) => Outcome;

export const refuse = (code: string, message: string): EngineError => ({ code, message });
export const isRefusal = (o: Outcome): o is EngineError => !Array.isArray(o);
