/** The Focus turn in progress: the played card's actions with their costs and texts, the action being resolved, and the turn's buttons. */
import { focusCardOf } from '../../../shared/games/voidfall/data';
import type { VoidfallView } from '../../../shared/games/voidfall/view';
import type { BoardChoice } from './board-choices';
import { costWords } from './card-texts';
import { ChoiceButtons } from './choice-buttons';
import { opWords } from './effect-words';
import { cardName, type Names } from './names';
import styles from './voidfall.module.css';

type Turn = NonNullable<VoidfallView['focusTurn']>;

function actionsOf(turn: Turn) {
  try {
    return turn.focus ? focusCardOf(turn.focus.split('@')[0]).actions : [];
  } catch {
    return [];
  }
}

const KEY_OF = (position: number) => `focus-${position}`;

function PendingAction({ turn }: { turn: Turn }) {
  const pending = turn.pending;
  if (!pending) return null;
  return (
    <div className={styles.pending}>
      <strong>Resolving {pending.name}</strong>
      {pending.groups.map((g, i) => (
        <p key={i} className={styles.small}>
          {g.mode === 'one' ? 'One of: ' : 'Any of: '}
          {g.effects.map((e, j) => (
            <span key={j} className={g.used.includes(j) ? styles.used : undefined}>
              {j > 0 ? (g.mode === 'one' ? ' or ' : ', ') : ''}
              {opWords(e.op)}
            </span>
          ))}
        </p>
      ))}
      {pending.invasion && <p className={styles.small}>Invading: gather Fleet Power from adjacent sectors (click them on the galaxy), then launch.</p>}
    </div>
  );
}

export function TurnPanel({ view, names, choices, pending, onSend }: { view: VoidfallView; names: Names; choices: BoardChoice[]; pending: boolean; onSend: (c: BoardChoice) => void }) {
  const turn = view.focusTurn;
  if (!turn) return null;
  const isMe = view.me?.seat === turn.seat;
  const byType = (type: string) => choices.filter((c) => c.move.type === type);
  const take = byType('take-action');
  const effects = byType('resolve-effect').concat(byType('invasion-add'));
  const actions = actionsOf(turn);
  const done = (key: string) => turn.done.includes(key as never);
  return (
    <section className={styles.turnPanel} aria-label="The Focus turn">
      <h3>
        {isMe ? 'Your turn' : `${names.seat(turn.seat)}’s turn`}: {turn.focus ? cardName(turn.focus) : 'choosing a Focus card'}
        {turn.agenda && ` with ${cardName(turn.agenda)}`}
        {turn.tradeFlipped && <span className={styles.muted}> · Trade token flipped (three actions)</span>}
      </h3>
      {actions.length > 0 && (
        <ol className={styles.actions}>
          {actions.map((a) => {
            const key = KEY_OF(a.position);
            const offered = take.filter((c) => (c.move as { action: string }).action === key);
            return (
              <li key={key} className={done(key) ? styles.used : undefined}>
                <strong>{a.name}</strong> <span className={styles.muted}>({costWords(a.cost.text)})</span>: {a.text}
                {done(key) && <em> done</em>}
                {offered.length > 0 && (
                  <div className={styles.buttons}>
                    <ChoiceButtons choices={offered} pending={pending} onSend={onSend} />
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {take.some((c) => (c.move as { action: string }).action === 'agenda') && (
        <div className={styles.buttons}>
          <ChoiceButtons choices={take.filter((c) => (c.move as { action: string }).action === 'agenda')} pending={pending} onSend={onSend} />
        </div>
      )}
      <PendingAction turn={turn} />
      {effects.length > 0 && (
        <div className={styles.buttons} role="group" aria-label="Effects of the action">
          <ChoiceButtons choices={effects} pending={pending} onSend={onSend} />
        </div>
      )}
      <div className={styles.buttons} role="group" aria-label="Turn">
        <ChoiceButtons choices={[...byType('flip-trade-token'), ...byType('invasion-bombard'), ...byType('invasion-launch'), ...byType('end-action')]} pending={pending} onSend={onSend} />
        <ChoiceButtons choices={byType('undo-action')} pending={pending} onSend={onSend} kind="undo" />
        <ChoiceButtons choices={byType('end-turn')} pending={pending} onSend={onSend} kind="primary" />
      </div>
    </section>
  );
}
