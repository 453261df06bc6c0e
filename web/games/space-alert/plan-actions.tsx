/**
 * The planner's buttons under your board: take back or cancel a choice, finish the phase, say you are ready (or vote to
 * jump home early). Each button says what happens to the slots and to the crew.
 */
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
      {view.scriptPhase >= 3 && (
        <button type="button" className="secondary" disabled={pending} onClick={() => send({ type: 'ready', jump: true })}>
          Ready, and vote to jump home now
        </button>
      )}
    </div>
  );
}
