/** The shape of one room's action: a refusal sentence, or null once done. `choice` is the move's option. */
import type { Rng, Seat } from '../../../engine';
import type { NemesisEvent } from '../events';
import type { NemesisState } from '../state';

export type RoomActionFn = (s: NemesisState, seat: Seat, choice: string | undefined, rng: Rng, events: NemesisEvent[]) => string | null;
