/**
 * The planner's buttons under your board: take back or cancel a choice, finish the phase, say you are ready (or vote to
 * jump home early). Each button says what happens to the slots and to the crew.
 */
import { WATCH_NAMES } from './move-labels';
import styles from './space-alert.module.css';
import type { CrewView, SpaceAlertView } from './view-types';

export interface PlanActionsProps {
  view: SpaceAlertView;
  pending: boolean;
  send: (move: Record<string, unknown>) => void;
  selectedBoard: CrewView | undefined;
  selectedSlot: number | null;
  /** Clears the card or slot being chosen; null when nothing is chosen. */
  onCancel: (() => void) | null;
}

export function PlanActions({ view, pending, send, selectedBoard, selectedSlot, onCancel }: PlanActionsProps) {
  const me = view.me!;
  const canTakeBack = selectedSlot !== null && selectedBoard && (selectedBoard.kind === 'player' || view.solo);
  return (
    <div className={`row ${styles.planActions}`}>
      {canTakeBack && (
        <button type="button" className="secondary" disabled={pending} onClick={() => send({ type: 'remove', slot: selectedSlot, ...(selectedBoard.kind === 'android' ? { member: selectedBoard.index } : {}) })}>
          Take back the card in turn {selectedSlot}
        </button>
      )}
      {onCancel && (
        <button type="button" className="secondary" onClick={onCancel}>
          Cancel the choice
        </button>
      )}
      {me.phase < view.mission.phases && (
        <button type="button" className="secondary" disabled={pending} onClick={() => send({ type: 'advance-phase' })}>
          Finish phase {me.phase} (locks its turns)
        </button>
      )}
      <button type="button" disabled={pending} onClick={() => send({ type: 'ready' })}>
        {pending ? 'Sending…' : 'Ready for the next announcement'}
      </button>
      <button type="button" disabled={pending} onClick={() => send({ type: 'ready-phase' })} title="You stay ready through the later announcements of this phase; you are asked again when the next phase begins or when something you watch happens.">
        Ready for the rest of phase {me.phase}
      </button>
      {view.scriptPhase >= 3 && (
        <button type="button" className="secondary" disabled={pending} onClick={() => send({ type: 'ready', jump: true })}>
          Ready, and vote to jump home now
        </button>
      )}
      <WatchChoice view={view} pending={pending} send={send} />
    </div>
  );
}

const WATCH_ORDER = ['red', 'white', 'blue', 'internal'] as const;
/** Short enough for a phone's width: the list is as wide as its longest choice. */
const WATCH_SHORT = { red: 'a new threat in red only', white: 'a new threat in white only', blue: 'a new threat in blue only', internal: 'a new internal threat only' } as const;

/** "Keep me ready unless a new threat appears in …": what wakes a seat that stands ready for the rest of a phase. */
export function WatchChoice({ view, pending, send }: Pick<PlanActionsProps, 'view' | 'pending' | 'send'>) {
  const watch = view.me?.watch ?? null;
  return (
    <label className={styles.watch}>
      <span>While ready for the rest of the phase, ask me again on</span>
      <select value={watch ?? 'any'} disabled={pending} onChange={(e) => send({ type: 'watch', zone: e.target.value === 'any' ? null : e.target.value })}>
        <option value="any">anything new: a threat or a card</option>
        {WATCH_ORDER.map((zone) => (
          <option key={zone} value={zone}>
            {WATCH_SHORT[zone]}
          </option>
        ))}
      </select>
    </label>
  );
}
