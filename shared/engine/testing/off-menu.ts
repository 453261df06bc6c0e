/**
 * The off-menu check: a move `apply` accepts at a state must be one that `legalMoves` lists there, so that a client
 * cannot play what the table never offered. Candidates are legal moves of the state with one field changed to a value
 * seen in other legal moves of the game so far, and whole legal moves of earlier states; each is tried through the
 * kernel on the frozen state and must be refused unless it is listed.
 */
import { stableStringify } from '../hash';
import { applyMove } from '../kernel';
import type { Rng } from '../rng';
import type { AnyGameModule, BaseState, Seat } from '../types';

const MAX_VALUES_PER_FIELD = 48;
const MAX_MOVES = 256;

type MoveRecord = Record<string, unknown> & { type: string };

const isMove = (m: unknown): m is MoveRecord => typeof m === 'object' && m !== null && typeof (m as { type?: unknown }).type === 'string';

/** Field values and whole moves seen in legal move lists, kept small and distinct. */
export class MovePool {
  private readonly values = new Map<string, Map<string, unknown>>();
  private readonly moves = new Map<string, unknown>();
  /** Every field seen on each move type (optional ones included). */
  private readonly fieldsOf = new Map<string, Set<string>>();

  observe(legal: readonly unknown[]): void {
    for (const move of legal) {
      if (!isMove(move)) continue;
      const key = stableStringify(move);
      if (this.moves.size < MAX_MOVES) this.moves.set(key, move);
      const fields = this.fieldsOf.get(move.type) ?? new Set<string>();
      this.fieldsOf.set(move.type, fields);
      for (const [field, value] of Object.entries(move)) {
        if (field === 'type') continue;
        fields.add(field);
        const seen = this.values.get(field) ?? new Map<string, unknown>();
        if (seen.size < MAX_VALUES_PER_FIELD) seen.set(stableStringify(value), value);
        this.values.set(field, seen);
      }
    }
  }

  /** Up to `count` candidate moves: a legal move with one field perturbed, or a move legal at an earlier state. */
  candidates(legal: readonly unknown[], rng: Rng, count: number): unknown[] {
    const out: unknown[] = [];
    const earlier = [...this.moves.values()];
    const bases = legal.filter(isMove);
    for (let i = 0; i < count; i++) {
      if (bases.length > 0 && rng.int(2) === 0) {
        const base = rng.pick(bases);
        const fields = [...(this.fieldsOf.get(base.type) ?? [])];
        if (fields.length === 0) continue;
        const field = rng.pick(fields);
        out.push({ ...base, [field]: rng.pick([...this.values.get(field)!.values()]) });
      } else if (earlier.length > 0) out.push(rng.pick(earlier));
    }
    return out;
  }
}

export interface OffMenuCheck {
  pool: MovePool;
  rng: Rng;
  /** Candidates tried at the state. */
  count: number;
  /** Move types the game accepts without listing them, each with its reason. */
  unlisted: Record<string, string>;
  /** When two moves are the same choice (the game lists one of them); default: equal as JSON. */
  choiceKey?: (move: unknown) => string;
}

/** Problems found at one state: candidates accepted by the kernel although `legalMoves` does not list them. */
export function offMenuProblems(
  game: AnyGameModule,
  state: BaseState,
  seat: Seat,
  { pool, rng, count, unlisted, choiceKey = stableStringify }: OffMenuCheck,
  at: number,
  where: string,
): string[] {
  const legal = game.legalMoves(state, seat) as unknown[];
  const normal = (m: unknown) => {
    const parsed = game.moveSchema.safeParse(m);
    return parsed.success ? choiceKey(parsed.data) : null;
  };
  const listed = new Set(legal.map(normal));
  const problems: string[] = [];
  const tried = new Set<string>();
  for (const candidate of pool.candidates(legal, rng, count)) {
    const key = normal(candidate);
    if (key === null || listed.has(key) || tried.has(key) || (candidate as MoveRecord).type in unlisted) continue;
    tried.add(key);
    if (applyMove(game, state, seat, candidate, at).ok) {
      problems.push(`${where}: apply accepted ${JSON.stringify(candidate)} by seat ${seat}, which legalMoves does not list`);
    }
  }
  pool.observe(legal);
  return problems;
}
