/** The seat's own hand: Focus cards (clicked to play), Agendas, held tokens; never another seat's. */
import { focusCardOf } from '../../../shared/games/voidfall/data';
import type { VoidfallView } from '../../../shared/games/voidfall/view';
import { cardKey, type ChoiceMap } from './board-choices';
import { cardName } from './names';
import styles from './voidfall.module.css';

type Me = NonNullable<VoidfallView['me']>;

function actionLine(card: string): string {
  try {
    return focusCardOf(card.split('@')[0]).actions.map((a) => a.name).join(' · ');
  } catch {
    return '';
  }
}

export function MyHand({ me, choices, focused, onPick }: { me: Me; choices: ChoiceMap; focused: string | null; onPick: (key: string) => void }) {
  const cards = me.preselected ? [...me.focusHand, me.preselected] : me.focusHand;
  return (
    <section className={styles.hand} aria-label="Your hand">
      <h3>Your hand {cards.some((c) => choices.has(cardKey(c))) && <span className={styles.hint}>Click a Focus card to play it.</span>}</h3>
      <ul className={styles.cards}>
        {cards.map((card) => {
          const offered = choices.has(cardKey(card));
          const body = (
            <>
              <strong>{cardName(card)}</strong>
              {card === me.preselected && <span className={styles.muted}> (picked face down)</span>}
              <span className={styles.cardText}>{actionLine(card)}</span>
            </>
          );
          return (
            <li key={card}>
              {offered ? (
                <button type="button" className={focused === cardKey(card) ? `${styles.card} ${styles.selected}` : `${styles.card} ${styles.offered}`} onClick={() => onPick(cardKey(card))}>
                  {body}
                </button>
              ) : (
                <div className={styles.card}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      {me.agendaHand.length > 0 && <p>Agendas in hand: {me.agendaHand.map(cardName).join(', ')}</p>}
      {me.agendaDraw && <p>Drawn, to keep one: {me.agendaDraw.map(cardName).join(' or ')}</p>}
      {me.eventPeekDraw && <p>Galactic Events drawn: {me.eventPeekDraw.map(cardName).join(' and ')}</p>}
      {me.eventPeeks.length > 0 && <p>You know: {me.eventPeeks.map((p) => `${cardName(p.top)} on top of Cycle ${p.cycle}`).join('; ')}</p>}
      {me.bountyTokens.length + me.reclaimTokens.length > 0 && (
        <p>
          Held: {me.bountyTokens.length} Bounty and {me.reclaimTokens.length} Reclaim tokens
        </p>
      )}
    </section>
  );
}
