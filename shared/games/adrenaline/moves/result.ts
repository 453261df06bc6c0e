/** Move handlers work on a private clone of the state and return the events, or a refusal that discards the clone. */
import type { EngineError, Seat } from '../../../engine';
import type { AdrenalineEvent } from '../events';
import type { MoveContext } from '../rules/version';
import type { AdrenalineState } from '../state';

export type Outcome = AdrenalineEvent[] | EngineError;
export type Handler<M> = (s: AdrenalineState, seat: Seat, move: M, ctx: MoveContext) => Outcome;

export const refuse = (code: string, message: string): EngineError => ({ code, message });
export const isRefusal = (o: Outcome): o is EngineError => !Array.isArray(o);
