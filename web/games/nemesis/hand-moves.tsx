'use client';
import type { NemesisMove } from '../../../shared/games/nemesis/moves/schema';
import { paymentOf, type BoardChoice } from './board-choices';
import { paying } from './move-labels';
import { cardName } from './names';
import styles from './nemesis.module.css';

/**
 * What the seat can do with its hand: each card or item it may play, once, paid with the cards selected in hand (or the
 * first cards the rules allow), and a pass discarding the selected cards. The plain pass stays in the decision bar.
 */
export function HandMoves({
  choices,
  pass,
  selected,
  pending,
  onSend,
  onPass,
}: {
  choices: BoardChoice[];
  pass: NemesisMove | null;
  selected: string[];
  pending: boolean;
  onSend: (choice: BoardChoice) => void;
  onPass: (move: NemesisMove) => void;
}) {
  if (choices.length === 0 && !pass) return null;
  return (
    <section className={styles.handMoves} aria-label="Moves with your cards">
      <h3>With your cards</h3>
      <div className={styles.handButtons}>
        {choices.map((c, i) => (
          <button key={i} type="button" className="secondary" disabled={pending} onClick={() => onSend(c)}>
            {c.label}
            {paying(paymentOf(c, selected))}
          </button>
        ))}
        {pass && (
          <button type="button" className="secondary" disabled={pending} onClick={() => onPass(pass)}>
            Pass, discarding {selected.map(cardName).join(' and ')}
          </button>
        )}
      </div>
      <p className={styles.muted}>Select cards in your hand to choose what pays, or what to discard as you pass.</p>
    </section>
  );
}
