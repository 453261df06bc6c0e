/** The viewing seat's hand (and, in solo, the open pool; an android's heroic card), as cards to pick, with the half to play. */
import { halfLabel } from './model';
import styles from './space-alert.module.css';
import type { CardFace, SpaceAlertView } from './view-types';

export interface Pick {
  card: string;
}

function CardButton({ card, picked, onPick, note }: { card: CardFace; picked: boolean; onPick?: (p: Pick | null) => void; note?: string }) {
  const label = `${halfLabel(card, 'action')} / ${halfLabel(card, 'move')}${note ? ` (${note})` : ''}`;
  const face = (
    <>
      <span className={styles.cardAction}>{halfLabel(card, 'action')}</span>
      <span className={styles.cardMove}>{halfLabel(card, 'move')}</span>
      {note && <span className={styles.cardNote}>{note}</span>}
    </>
  );
  const cls = `${styles.card} ${card.heroic ? styles.heroic : ''} ${picked ? styles.picked : ''}`;
  if (!onPick)
    return (
      <li className={cls} title={label}>
        {face}
      </li>
    );
  return (
    <li>
      <button type="button" className={cls} aria-pressed={picked} aria-label={`Card ${label}`} title={label} onClick={() => onPick(picked ? null : { card: card.id })}>
        {face}
      </button>
    </li>
  );
}

export function Hand({ view, pick, onPick, half, onHalf }: { view: SpaceAlertView; pick: Pick | null; onPick?: (p: Pick | null) => void; half: 'action' | 'move'; onHalf: (h: 'action' | 'move') => void }) {
  const me = view.me!;
  const heroics = view.crew.filter((m) => m.kind === 'android' && m.heroic);
  return (
    <section className={styles.handPanel} aria-label="Your hand">
      <h4>
        Your hand <span className="muted small">({me.hand.length} cards, planning phase {me.phase}{me.budget !== null ? `, ${me.budget} card operations left` : ''})</span>
      </h4>
      <ul className={styles.hand}>
        {me.hand.map((c) => (
          <CardButton key={c.id} card={c} picked={pick?.card === c.id} onPick={onPick} />
        ))}
        {me.hand.length === 0 && <li className="muted small">No cards in hand.</li>}
      </ul>
      {view.pool && view.pool.length > 0 && (
        <>
          <h4>Open pool (solo)</h4>
          <ul className={styles.hand}>
            {view.pool.map((c) => (
              <CardButton key={c.id} card={c} picked={pick?.card === c.id} onPick={onPick} />
            ))}
          </ul>
        </>
      )}
      {heroics.length > 0 && (
        <ul className={styles.hand} aria-label="Androids' heroic cards">
          {heroics.map((m) => (
            <CardButton key={m.index} card={m.heroic!} picked={pick?.card === m.heroic!.id} onPick={onPick} note={`heroic card of ${m.name}, for its board only`} />
          ))}
        </ul>
      )}
      {onPick && (
        <div className={styles.halfChoice} role="radiogroup" aria-label="Which half of the card is up">
          <span className="small">Play it with</span>
          {(['action', 'move'] as const).map((h) => (
            <label key={h} className="inline">
              <input type="radio" name="card-half" value={h} checked={half === h} onChange={() => onHalf(h)} /> the {h === 'move' ? 'movement' : 'action'} half up
            </label>
          ))}
        </div>
      )}
    </section>
  );
}
