/**
 * The rules summary of each game, one component per game in this folder (`<game-id>.tsx`), registered here by its
 * game id. The table links to /rules/<game-id> when a summary exists.
 */
import type { ComponentType } from 'react';
import { AdrenalineRules } from './adrenaline';
import { NemesisRules } from './nemesis';
import { NemesisRetaliationRules } from './nemesis-retaliation';
import { SpaceAlertRules } from './space-alert';
import { VoidfallRules } from './voidfall';

export const summaries: Record<string, { title: string; Summary: ComponentType }> = {
  adrenaline: { title: 'Adrenaline', Summary: AdrenalineRules },
  'space-alert': { title: 'Space Alert', Summary: SpaceAlertRules },
  nemesis: { title: 'Nemesis', Summary: NemesisRules },
  'nemesis-retaliation': { title: 'Nemesis: Retaliation', Summary: NemesisRetaliationRules },
  voidfall: { title: 'Voidfall', Summary: VoidfallRules },
};

export function hasRulesSummary(gameType: string): boolean {
  return Object.prototype.hasOwnProperty.call(summaries, gameType);
}
