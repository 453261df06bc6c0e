import type { AnyGameModule, BaseState, Outcome, Prompt } from '../../shared/engine';
import type { GameMeta, StoredMove } from '../core/model';
import type { AwaitedAction } from '../notify/notice';

/**
 * What a notification may say about a table, read from its META, its current state and its latest moves: names, who
 * sits where, who is awaited and for what (the prompt's kind and sentence, never its options), deadlines, the outcome,
 * and which seats the clock played for. Nothing else of the state is kept, so nothing else can leak into a message.
 */
export interface TableFacts {
  gameId: string;
  gameType: string;
  gameTitle: string;
  tableName: string | null;
  version: number;
  seats: Array<{ seat: number; userId: string | null; name: string | null; status: GameMeta['seats'][number]['status'] }>;
  awaited: Map<number, AwaitedAction>;
  /**
   * By awaited seat, the phase key its prompt names (`options.phaseKey`, a string), for games played in phases where a
   * seat may be asked many times a phase (Space Alert); absent for the others. Only the key is read from the options.
   */
  phaseKeys?: Map<number, string>;
  outcome: Outcome | null;
  timeoutPolicy: GameMeta['timeoutPolicy'];
  /** Moves the clock made for a seat (`by: 'timeout'`), by seat and time, to tell that seat what happened. */
  timeouts: Array<{ seat: number; at: number }>;
}

export function tableFacts(meta: GameMeta, game: AnyGameModule, state: BaseState | null, recentMoves: StoredMove[] = []): TableFacts {
  const awaited = new Map<number, AwaitedAction>();
  const phaseKeys = new Map<number, string>();
  const prompts: Prompt[] = state && !meta.outcome ? game.prompts(state) : [];
  for (const seat of meta.awaited) {
    const prompt = prompts.find((p) => p.seat === seat);
    if (!prompt) continue;
    awaited.set(seat, { kind: prompt.kind, mode: prompt.mode, message: prompt.message, deadline: meta.deadlines[seat] ?? null });
    const key = phaseKeyOf(prompt);
    if (key !== null) phaseKeys.set(seat, key);
  }
  return {
    gameId: meta.id,
    gameType: meta.type,
    gameTitle: game.title,
    tableName: meta.name,
    version: meta.version,
    seats: meta.seats.map((s) => ({ seat: s.seat, userId: s.userId, name: s.name, status: s.status })),
    awaited,
    phaseKeys,
    outcome: meta.outcome,
    timeoutPolicy: meta.timeoutPolicy,
    timeouts: recentMoves.filter((m) => m.by === 'timeout').map((m) => ({ seat: m.seat, at: m.at })),
  };
}

function phaseKeyOf(prompt: Prompt): string | null {
  const key = (prompt.options as { phaseKey?: unknown } | undefined)?.phaseKey;
  return typeof key === 'string' && key.length > 0 ? key : null;
}
