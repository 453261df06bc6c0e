/**
 * One crew member's action board: 12 slots in three phase groups. Cards are shown face up when the view holds them,
 * otherwise only "card placed" (and which half is up). Given `onSlot`, open slots become buttons (the planner's board).
 */
import { cardLabel, halfLabel, PHASE_SLOTS, slotStatus } from './model';
import styles from './space-alert.module.css';
import type { CrewView, SlotView } from './view-types';

function slotText(slot: SlotView): string {
  if (!slot) return '';
  if ('card' in slot && slot.card) return halfLabel(slot.card, slot.half);
  return slot.half === 'move' ? 'card, move' : 'card';
}

/** A padlock drawn inline: the site loads no icon font, and emoji fonts are not everywhere. */
function LockIcon() {
  return (
    <svg className={styles.lock} viewBox="0 0 12 14" role="img" aria-label="locked">
      <title>locked</title>
      <path d="M3 6V4a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <rect x="1.5" y="6" width="9" height="7" rx="1.5" fill="currentColor" />
    </svg>
  );
}

function slotTitle(n: number, slot: SlotView, status: string): string {
  const what = !slot ? 'empty' : 'card' in slot && slot.card ? `${halfLabel(slot.card, slot.half)} (card ${cardLabel(slot.card)})` : `a card, face down, ${slot.half} half up`;
  return `Turn ${n}: ${what}${status === 'locked' ? ', locked' : status === 'later' ? ', a later phase' : ''}`;
}

export interface ActionBoardProps {
  member: CrewView;
  name: string;
  /** The phase whose slots are open on this board: the viewing seat's phase for boards it edits, else the member's own. */
  planningPhase: number | null;
  over: boolean;
  selectedSlot?: number | null;
  onSlot?: (slot: number) => void;
  /** The turn the replay is showing, highlighted. */
  currentTurn?: number | null;
}

export function ActionBoard({ member, name, planningPhase, over, selectedSlot, onSlot, currentTurn }: ActionBoardProps) {
  const ready = member.ready === true;
  const phaseNow = planningPhase ?? member.phase;
  return (
    <section className={styles.board} aria-label={`Action board of ${name}`}>
      <header className={styles.boardHead}>
        <span className={`${styles.figure} ${styles[`crew${member.index}`]}`} aria-hidden="true">
          {member.index + 1}
        </span>
        <strong>{name}</strong>
        {member.kind === 'android' && <span className="badge">android</span>}
        {member.phase !== null && !over && <span className="badge">planning phase {member.phase}</span>}
        {member.ready !== null && !over && <span className={`badge ${ready ? 'done' : ''}`}>{ready ? 'ready' : 'not ready'}</span>}
        {member.kind === 'player' && <span className="muted small">{member.handSize} in hand</span>}
        {member.heroic && <span className="small">heroic card: {halfLabel(member.heroic, 'action')}</span>}
      </header>
      <div className={styles.phases}>
        {([1, 2, 3] as const).map((phase) => {
          const locked = over || (phaseNow !== null && phase < phaseNow);
          return (
            <div key={phase} className={styles.phaseGroup} role="group" aria-label={`Phase ${phase}${locked ? ' (locked)' : ''}`}>
              <div className={styles.phaseTitle}>
                Phase {phase} {locked && <LockIcon />}
              </div>
              <div className={styles.slots}>
                {PHASE_SLOTS[phase].map((n) => {
                  const slot = member.slots[n - 1] ?? null;
                  const status = slotStatus(n, phaseNow, over);
                  const cls = `${styles.slot} ${slot ? styles.filled : ''} ${styles[status]} ${selectedSlot === n ? styles.selected : ''} ${currentTurn === n ? styles.now : ''} ${slot?.half === 'move' ? styles.moveHalf : ''}`;
                  const inner = (
                    <>
                      <span className={styles.turnNo}>{n}</span>
                      <span className={styles.slotText}>{slotText(slot)}</span>
                    </>
                  );
                  return onSlot && status === 'open' ? (
                    <button key={n} type="button" className={cls} title={slotTitle(n, slot, status)} aria-label={slotTitle(n, slot, status)} aria-pressed={selectedSlot === n} onClick={() => onSlot(n)}>
                      {inner}
                    </button>
                  ) : (
                    <div key={n} className={cls} title={slotTitle(n, slot, status)} aria-label={slotTitle(n, slot, status)} role="img">
                      {inner}
                    </div>
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
