/**
 * When two moves are the same choice: equal once every powerup id is read as its kind (type and colour). Two red
 * Newtons are interchangeable, so `legalMoves` lists one move per choice (the first such card in hand).
 */
import { stableStringify } from '../../../engine';
import { powerupById } from '../data';

export function choiceKey(move: unknown): string {
  return stableStringify(move).replace(/"pu-\d+"/g, (quoted) => {
    const card = powerupById.get(JSON.parse(quoted) as string);
    return card ? `"${card.type}:${card.color}"` : quoted;
  });
}

/** The moves with each choice once, in order. */
export function distinctChoices<M>(moves: readonly M[]): M[] {
  const seen = new Set<string>();
  return moves.filter((m) => {
    const key = choiceKey(m);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
