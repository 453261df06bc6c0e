import type { VoidfallView } from '../../../shared/games/voidfall/view';
import { frameText } from './frame-words';
import { houseName, type Names } from './names';
import styles from './voidfall.module.css';

/** Where the game stands: the Cycle and Focus round, and whose turn it is. */
export function TurnLine({ view, names, offered }: { view: VoidfallView; names: Names; offered: boolean }) {
  const is = (seat: number) => (view.me?.seat === seat ? 'You are' : `${names.seat(seat)} is`);
  let where: string;
  let who = '';
  if (view.phase === 'over') where = 'The game is over';
  else if (view.phase === 'set-up') {
    where = 'Set-up';
    const next = view.houseChoice ? view.houseChoice.order[view.houseChoice.next] : undefined;
    if (next !== undefined) who = `${is(next)} choosing among ${view.houseChoice!.pool.map(houseName).join(', ')}.`;
  } else {
    const step = view.phase === 'evaluation' ? ', Evaluation' : view.phase === 'preparation' ? ', Preparation'
      : view.round > 0 ? `, Focus round ${view.round} of ${view.focusRounds}` : '';
    where = `Cycle ${view.cycle} of 3${step}`;
    const seat = view.focusTurn?.seat ?? (view.phase === 'focus' ? view.turnOrder[view.turn] : undefined);
    if (seat !== undefined) who = `${is(seat)} taking a Focus turn.`;
    // A Galactic Event frame waiting for a player's choice: its text.
    if (view.frameStep) who = `${is(view.frameStep.seat)} resolving the Galactic Event frame “${frameText(view) ?? ''}”`;
  }
  return (
    <p className={styles.turnLine}>
      <strong>{where}</strong>
      {who && `: ${who}`}
      {offered && <span className={styles.hint}> Click an outlined sector.</span>}
    </p>
  );
}
