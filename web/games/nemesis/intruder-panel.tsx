import { intruderPlayerCards } from '../../../shared/games/nemesis/data';
import type { NemesisView } from '../../../shared/games/nemesis/view';
import { cardName, type Names } from './names';
import styles from './nemesis.module.css';

type IntruderPlayer = NonNullable<NemesisView['intruderPlayer']>;

const cardOf = (id: string) => intruderPlayerCards.find((c) => c.id === id);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The intruder-player variant: the player who plays the intruders sees the cards of its hand (and the cards it drew to
 * choose from) with their printed text; everyone else sees only how many cards it holds, as the view gives them.
 */
export function IntruderPanel({ ip, mySeat, names }: { ip: IntruderPlayer; mySeat: number | null; names: Names }) {
  const own = mySeat === ip.seat && Array.isArray(ip.hand);
  const who = own ? 'You play' : `${names.seat(ip.seat)} plays`;
  const state = ip.active ? '' : ' from the next player phase';
  return (
    <section className={styles.mine} aria-label="The intruders' hand">
      <h3>
        {`${who} the intruders${state}`}
        <span className={styles.muted}>{` · ${plural(ip.deck, 'card')} in their deck, ${plural(ip.discard, 'card')} discarded`}</span>
      </h3>
      {Array.isArray(ip.hand) ? (
        <ul className={styles.cards}>
          {ip.hand.map((id) => (
            <li key={id}>
              <strong>{cardOf(id)?.name ?? 'An intruder card'}</strong>
              <br />
              <span className={styles.muted}>{cardOf(id)?.text}</span>
            </li>
          ))}
          {ip.hand.length === 0 && <li className={styles.muted}>No cards in hand.</li>}
        </ul>
      ) : (
        <p className={styles.muted}>{`${plural(ip.hand, 'card')} in the intruders' hand.`}</p>
      )}
      {ip.pending && (
        <p>
          {ip.pending.kind === 'attack' ? 'Attack cards drawn to choose from' : 'Event cards drawn (Planning)'}:{' '}
          {Array.isArray(ip.pending.cards) ? ip.pending.cards.map((c) => cardName(c)).join(', ') : plural(ip.pending.cards, 'card')}
        </p>
      )}
    </section>
  );
}
