/**
 * Cards in play with their texts, readable on a phone: the texts are visible lines or an expandable row (a
 * `<details>`), never a hover-only title.
 */
import { agendaTexts, eventTexts, technologyBonusText, technologyText } from './card-texts';
import { cardName, listWords } from './names';
import styles from './voidfall.module.css';

export function TextLines({ lines }: { lines: string[] }) {
  return (
    <ul className={styles.cardLines}>
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}

/** A revealed Galactic Event: its name, what its reveal did, and its objectives with their rewards. */
export function EventCard({ id }: { id: string }) {
  const { frames, objectives } = eventTexts(id);
  return (
    <div className={styles.cardBlock}>
      <strong>{cardName(id)}</strong>
      {frames.length > 0 && (
        <details>
          <summary className={styles.small}>When revealed</summary>
          <TextLines lines={frames} />
        </details>
      )}
      <span className={styles.small}>Objectives (each with its reward):</span>
      <TextLines lines={objectives} />
    </div>
  );
}

/** An Agenda (or Starting Agenda) with its objectives, under an optional heading word ("Dominance:", "Slot 1:"). */
export function AgendaCard({ id, label }: { id: string; label?: string }) {
  return (
    <div className={styles.cardBlock}>
      {label && <span className={styles.muted}>{label} </span>}
      <strong>{cardName(id)}</strong>
      <TextLines lines={agendaTexts(id)} />
    </div>
  );
}

/** Technology cards by name, expandable to each one's ability (and, with `bonus`, its bonus when gained). */
export function TechnologyList({ title, cards, bonus = false, note }: { title: string; cards: string[]; bonus?: boolean; note?: (card: string) => string }) {
  if (cards.length === 0) return <p>{title}: none</p>;
  const names = cards.map((c) => `${cardName(c)}${note ? note(c) : ''}`);
  return (
    <details className={styles.techList}>
      <summary>
        {title}: {listWords(names)}
      </summary>
      <ul className={styles.cardLines}>
        {cards.map((card, i) => (
          <li key={card}>
            <strong>{names[i]}</strong>: {technologyText(card)}
            {bonus && <span className={styles.muted}> When gained: {technologyBonusText(card)}</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}
