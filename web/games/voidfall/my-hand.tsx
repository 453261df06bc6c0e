/** The seat's own hand: Focus cards (clicked to play), Agendas, held tokens; never another seat's. */
import type { VoidfallView } from '../../../shared/games/voidfall/view';
import { cardKey, type ChoiceMap } from './board-choices';
import { AgendaCard } from './card-text-views';
import { focusActionTexts } from './card-texts';
import { cardName } from './names';
import styles from './voidfall.module.css';

type Me = NonNullable<VoidfallView['me']>;

/**
 * One action of a Focus card. A phone shows its name and cost only (nine cards of three full texts are a long scroll
 * before the seat's own mat); the hand's checkbox, or a wider screen, shows the full text. No script: it also works
 * before the page has hydrated.
 */
function ActionLine({ line }: { line: string }) {
  const cut = line.indexOf('): ');
  return (
    <>
      {cut > 0 && <span className={styles.actionShort}>{line.slice(0, cut + 1)}</span>}
      <span className={cut > 0 ? styles.actionFull : undefined}>{line}</span>
    </>
  );
}

export function MyHand({ me, choices, focused, onPick }: { me: Me; choices: ChoiceMap; focused: string | null; onPick: (key: string) => void }) {
  const cards = me.preselected ? [...me.focusHand, me.preselected] : me.focusHand;
  return (
    <section className={styles.hand} aria-label="Your hand">
      <h3>Your hand {cards.some((c) => choices.has(cardKey(c))) && <span className={styles.hint}>Click a Focus card to play it.</span>}</h3>
      <label className={styles.fullTexts}>
        <input type="checkbox" /> Show the actions&apos; full texts
      </label>
      <ul className={`${styles.cards} ${styles.cardsWide}`}>
        {cards.map((card) => {
          const offered = choices.has(cardKey(card));
          const body = (
            <>
              <strong>{cardName(card)}</strong>
              {card === me.preselected && <span className={styles.muted}> (picked face down)</span>}
              <span className={styles.actionLines}>
                {focusActionTexts(card).map((line, i) => (
                  <ActionLine key={i} line={line} />
                ))}
              </span>
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
      {me.agendaHand.length > 0 && <p>Agendas in hand:</p>}
      {me.agendaHand.map((id, i) => (
        <AgendaCard key={`${id}-${i}`} id={id} />
      ))}
      {me.agendaDraw && <p>Drawn, to keep one:</p>}
      {me.agendaDraw?.map((id, i) => (
        <AgendaCard key={`${id}-${i}`} id={id} />
      ))}
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
