/**
 * When two moves are the same choice, so that `legalMoves` lists one of them: apply reads a pass with a recipient as
 * a plain pass, `jump: false` as a plain ready, a repair of bots or nothing ignores any tile named, and a swap is the
 * same both ways round.
 */
import { stableStringify } from '../../engine';
import type { SpaceAlertMove } from './moves';

function canonical(m: SpaceAlertMove): SpaceAlertMove {
  if (m.type === 'give' && m.card === null) return { ...m, to: null };
  if (m.type === 'ready' && !m.jump) return { type: 'ready' };
  if (m.type === 'campaign-repair' && m.repair !== 'tile') return { type: 'campaign-repair', repair: m.repair };
  if (m.type === 'swap' && m.from > m.to) return { ...m, from: m.to, to: m.from };
  return m;
}

/** The key of a parsed move: equal for moves that are the same choice. */
export function choiceKey(move: unknown): string {
  return stableStringify(canonical(move as SpaceAlertMove));
}
