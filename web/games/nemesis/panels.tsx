import { seriousWoundOf, tracks } from '../../../shared/games/nemesis/data';
import type { NemesisView } from '../../../shared/games/nemesis/view';
import { cardName, cardText, characterName, DECK_WORDS, OBJECT_WORDS, roomTileName, type Names } from './names';
import { SEAT_COLOURS } from './ship-svg';
import styles from './nemesis.module.css';

type Player = NemesisView['players'][number];
type Me = NonNullable<NemesisView['me']>;

const STATUS: Record<string, string> = { drafting: 'choosing a character', aboard: 'aboard', hibernating: 'in hibernation', escaped: 'escaped in a pod', dead: 'dead' };

function Track({ id, at, title }: { id: string; at: number | null; title: string }) {
  const track = tracks.find((t) => t.id === id)!;
  return (
    <div>
      <h3>{title}</h3>
      <ol className={styles.track} aria-label={title}>
        {track.spaces.map((space, i) => (
          <li key={i} className={`${styles.space} ${styles[space.colour ?? 'white'] ?? ''} ${i === at ? styles.here : ''}`} aria-current={i === at ? 'step' : undefined}>
            {space.label}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The time, self-destruct and destination tracks. */
export function Tracks({ view }: { view: NemesisView }) {
  const destination = ['A', 'B', 'C', 'D'].indexOf(view.destination);
  return (
    <section className={styles.tracks} aria-label="Tracks">
      <Track id="time-track" at={view.time} title={`Time: round ${view.round}`} />
      <Track id="self-destruct-track" at={view.selfDestruct} title={view.selfDestruct === null ? 'Self-destruct: not running' : 'Self-destruct: running'} />
      <Track id="destination-track" at={destination} title={`Destination ${view.destination}`} />
    </section>
  );
}

function wounds(p: Player): string {
  const serious = p.seriousWounds.map((w) => `${seriousWoundOf(w.card).name}${w.dressed ? ' (dressed)' : ''}`);
  const light = p.lightWounds ? `${p.lightWounds} light` : '';
  const all = [light, ...serious].filter(Boolean);
  return all.length ? all.join(', ') : 'none';
}

function held(p: Player): string {
  const things = p.hands.map((h) => (h.kind === 'item' ? `${cardName(h.card)}${h.ammo !== null ? ` (${h.ammo} ammo)` : ''}` : OBJECT_WORDS[h.object]));
  return things.length ? things.join(', ') : 'empty hands';
}

/** Every character's public side: status, place, hand and deck sizes, held items, inventory colours, wounds. */
export function Players({ view, names }: { view: NemesisView; names: Names }) {
  return (
    <section className={styles.players} aria-label="Characters">
      {view.players.map((p) => {
        const inventory = p.inventoryColours.length ? p.inventoryColours.map((c) => DECK_WORDS[c] ?? 'an item').join(', ') : 'none';
        const quests = p.quests.map((q) => `${cardName(q.card)}${q.active ? '' : ' (not active yet)'}`).join(', ');
        const flags = [p.slime ? 'covered in slime' : '', p.larva ? 'a Larva on the board' : '', p.signal ? 'sent the signal' : '', p.passed ? 'passed' : '', view.firstPlayer === p.seat ? 'first player' : ''].filter(Boolean);
        return (
          <article key={p.seat} className={styles.player} style={{ borderLeftColor: SEAT_COLOURS[p.seat % 5] }}>
            <h3>
              {names.seat(p.seat)} <span className={styles.muted}>· {STATUS[p.status] ?? 'in play'}{p.room ? ` in ${names.room(p.room)}` : ''}</span>
            </h3>
            <p>
              {p.handCount} card{p.handCount === 1 ? '' : 's'} in hand, {p.deckCount} in the deck, {p.discard.length} discarded · {p.objectiveCount} objective{p.objectiveCount === 1 ? '' : 's'}
            </p>
            <p>Holding: {held(p)} · Inventory: {inventory}</p>
            {quests && <p>Quest items: {quests}</p>}
            <p>Wounds: {wounds(p)}{flags.length ? ` · ${flags.join(', ')}` : ''}</p>
          </article>
        );
      })}
    </section>
  );
}

function Card({ id, selected, onToggle }: { id: string; selected: boolean; onToggle?: () => void }) {
  const text = cardText(id);
  const body = (
    <>
      <strong>{cardName(id)}</strong>
      {text && <span className={styles.cardText}>{text}</span>}
    </>
  );
  if (!onToggle) return <li className={styles.card}>{body}</li>;
  return (
    <li>
      <button type="button" className={`${styles.card} ${selected ? styles.selected : ''}`} aria-pressed={selected} onClick={onToggle}>
        {body}
      </button>
    </li>
  );
}

/** The viewing seat's secret side: hand (click to choose which cards pay), inventory, objectives, what it has seen. */
export function MyPanel({ view, me, names, selected, onToggle }: { view: NemesisView; me: Me; names: Names; selected: string[]; onToggle: ((card: string) => void) | null }) {
  const p = view.players[me.seat];
  return (
    <section className={styles.mine} aria-label="Your cards">
      <h3>
        {p.character ? `Your hand, the ${characterName(p.character)}` : 'Your hand (no character chosen yet)'}
        {onToggle && <span className={styles.muted}> · click cards to choose what pays for your next action</span>}
      </h3>
      <ul className={styles.cards}>
        {me.hand.map((c) => (
          <Card key={c} id={c} selected={selected.includes(c)} onToggle={onToggle ? () => onToggle(c) : undefined} />
        ))}
        {me.hand.length === 0 && <li className={styles.muted}>No cards in hand.</li>}
      </ul>
      <h3>Inventory</h3>
      <ul className={styles.cards}>
        {me.inventory.map((c) => (
          <Card key={c} id={c} selected={false} />
        ))}
        {me.inventory.length === 0 && <li className={styles.muted}>Nothing in your inventory.</li>}
      </ul>
      <h3>Your objective{me.objectives.length === 1 ? '' : 's'}</h3>
      <ul className={styles.cards}>
        {me.objectives.map((c) => (
          <Card key={c} id={c} selected={false} />
        ))}
      </ul>
      {me.searchDraw && (
        <p>
          Search: you drew {me.searchDraw.map(cardName).join(' and ')}; keep one.
        </p>
      )}
      {me.knowledge.length > 0 && <KnowledgeList me={me} names={names} />}
    </section>
  );
}

const PLACES: Record<string, string> = { venus: 'Venus', 'deep-space': 'Deep Space', mars: 'Mars', earth: 'Earth' };

function KnowledgeList({ me, names }: { me: Me; names: Names }) {
  return (
    <>
      <h3>What you have seen</h3>
      <ul className={styles.plain}>
        {me.knowledge.map((k, i) => (
          <li key={i}>
            Round {k.round}:{' '}
            {k.what === 'coordinates'
              ? `the coordinates read ${Object.entries(k.destinations).map(([d, where]) => `${d}: ${PLACES[where] ?? 'unknown'}`).join(', ')}`
              : k.what === 'engine'
                ? `engine ${k.engine} is ${k.top}`
                : k.what === 'objectives'
                  ? `${names.seat(k.seat)} held ${k.objectives.map(cardName).join(' and ')}`
                  : k.what === 'event'
                    ? `the top event card was ${cardName(k.card)}`
                    : `${names.room(k.slot).replace(/ \(unexplored\)$/, '')} holds the ${roomTileName(k.tile)}`}
          </li>
        ))}
      </ul>
    </>
  );
}
