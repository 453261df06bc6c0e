/**
 * Campaign total (§5.13): threat points of every mission, minus the penalties of the state after the last mission only,
 * plus the visual-confirmation points averaged over the missions played, rounded down.
 */
import type { MissionSummary } from './types';

export function campaignTotal(played: readonly MissionSummary[]): number | null {
  if (played.length === 0 || played.some((m) => !m.won)) return null;
  const last = played[played.length - 1].score!;
  const threats = played.reduce((n, m) => n + m.threatPoints, 0);
  const penalties = last.damageTiles + last.worstZone + 2 * last.knockedOut + last.lyingBattlebots;
  const visual = Math.floor(played.reduce((n, m) => n + m.visual, 0) / played.length);
  return threats - penalties + visual;
}
