/** The exact shape of the Space Alert view, taken from the engine's `view` (types only: no engine code reaches the browser). */
import type { view } from '../../../shared/games/space-alert/view';
import type { LogEntry, ResolutionRecord, ThreatSnapshot, TurnSnapshot } from '../../../shared/games/space-alert/resolution/record';

export type SpaceAlertView = ReturnType<typeof view>;
export type CrewView = SpaceAlertView['crew'][number];
export type SlotView = CrewView['slots'][number];
export type CardFace = NonNullable<SpaceAlertView['me']>['hand'][number];
export type ThreatView = SpaceAlertView['threats'][number];
export type TrajectoryView = SpaceAlertView['trajectories'][number];
export type Zone = 'red' | 'white' | 'blue';
export type { LogEntry, ResolutionRecord, ThreatSnapshot, TurnSnapshot };

/** Enough of a check that a view from another engine version falls back to the generic view instead of crashing. */
export function isSpaceAlertView(value: unknown): value is SpaceAlertView {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.status === 'string' && Array.isArray(v.crew) && Array.isArray(v.trajectories) && typeof v.ship === 'object' && Array.isArray(v.announcements);
}
