/**
 * Which legal moves the Voidfall board offers, and where: a sector of the galaxy (an effect or an invasion aimed
 * there), a Focus card of the hand (playing it, with an Agenda or not), or the turn panel (the actions of the played
 * card, the effects with no sector, ending an action, undo, end turn). The rest (set-up choices, keeping an Agenda,
 * ordering a peek, and any move kind the board does not know) stay in the decision bar.
 */
import type { VoidfallMove } from '../../../shared/games/voidfall/moves/schema';
import type { VoidfallView } from '../../../shared/games/voidfall/view';
import { moveLabel } from './move-labels';
import type { Names } from './names';

export interface BoardChoice {
  move: VoidfallMove;
  label: string;
}

/** Keys: `sector:<id>`, `card:<id>` (a card in hand), `turn` (the turn panel). */
export type ChoiceMap = Map<string, BoardChoice[]>;
export const sectorKey = (id: string) => `sector:${id}`;
export const cardKey = (id: string) => `card:${id}`;
export const TURN = 'turn';

const TURN_TYPES = new Set(['take-action', 'end-action', 'undo-action', 'end-turn', 'flip-trade-token', 'invasion-launch', 'resolve-effect', 'invasion-add', 'use-token', 'invasion-bombard']);
const CARD_TYPES = new Set(['select-focus', 'preselect-focus']);
/** Moves aimed at a sector whatever the step: always on the galaxy. */
const SECTOR_TYPES = new Set(['choose-skirmish-sector']);

type Loose = { type?: unknown; sector?: unknown; card?: unknown; choice?: Record<string, unknown> };

/** The sector a move is aimed at, if any: an effect's destination first (Regroup's target), else its sector. */
function sectorOf(move: Loose): string | null {
  if (move.type === 'invasion-add') return typeof move.sector === 'string' ? move.sector : null;
  if ((move.type !== 'resolve-effect' && move.type !== 'use-token' && move.type !== 'objective-reward') || !move.choice) return null;
  const c = move.choice;
  const to = c.to as { kind?: string; sector?: string } | undefined;
  const from = c.from as { kind?: string; sector?: string } | undefined;
  if (typeof c.target === 'string') return c.target;
  if (typeof c.sector === 'string') return c.sector;
  if (to?.kind === 'sector' && typeof to.sector === 'string') return to.sector;
  if (from?.kind === 'sector' && typeof from.sector === 'string') return from.sector;
  return null;
}

/** A Galactic Event frame's choice of a sector (a placement, a Harbinger, a Population): on the galaxy; the rest in the decision bar. */
function frameSector(move: Loose): string | null {
  const c = move.choice ?? {};
  const to = c.to as { kind?: string; sector?: string } | undefined;
  if (c.effect !== undefined || c.target !== undefined) return null;
  if (typeof c.sector === 'string') return sectorKey(c.sector);
  return to?.kind === 'sector' && typeof to.sector === 'string' ? sectorKey(to.sector) : null;
}

function keyOf(move: unknown): string | null {
  const m = (move ?? {}) as Loose;
  if (m.type === 'resolve-frame') return frameSector(m);
  if (CARD_TYPES.has(String(m.type))) return typeof m.card === 'string' ? cardKey(m.card) : null;
  if (SECTOR_TYPES.has(String(m.type))) return typeof m.sector === 'string' ? sectorKey(m.sector) : null;
  // A Galactic objective's reward aimed at a sector is offered there; the rest stay in the decision bar.
  if (m.type === 'objective-reward') return sectorOf(m) ? sectorKey(sectorOf(m)!) : null;
  if (!TURN_TYPES.has(String(m.type))) return null;
  const sector = sectorOf(m);
  return sector ? sectorKey(sector) : TURN;
}

/** Whether the board offers this move; the rest belong to the decision bar. */
export const isBoardMove = (move: unknown): boolean => keyOf(move) !== null;

/** The legal moves grouped by what offers them, in the engine's order. */
export function boardChoices(legalMoves: readonly unknown[], view: VoidfallView, names: Names): ChoiceMap {
  const out: ChoiceMap = new Map();
  for (const move of legalMoves) {
    const key = keyOf(move);
    if (!key) continue;
    const label = moveLabel(move, view, names) ?? 'Choose';
    out.set(key, [...(out.get(key) ?? []), { move: move as VoidfallMove, label }]);
  }
  return out;
}
