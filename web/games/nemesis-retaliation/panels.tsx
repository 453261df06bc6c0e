import { characterOf, objectiveChoiceDraws, roundTrackSpaces } from '../../../shared/games/nemesis-retaliation/data';
import type { RetaliationView } from '../../../shared/games/nemesis-retaliation/view';
import { cardName, cardText, characterName, GEAR_WORDS, INTRUDER_WORDS, type Names } from './names';
import { SEAT_COLOURS } from './facility-svg';
import styles from './retaliation.module.css';

type View = RetaliationView;
type Player = View['players'][number];
type Me = NonNullable<View['me']>;

const STATUS: Record<string, string> = { 'in-play': 'in the facility', lander: 'aboard the Lander', hibernating: 'hibernating', escaped: 'escaped', dead: 'dead' };
const SECTIONS = ['Healthy', 'Injured', 'Heavily injured'];

function slotsOf(p: Player): number[] {
  const track = p.character ? characterOf(p.character).healthTrack.slotsPerSection : {};
  return [track.healthy ?? 3, track.injured ?? 3, track['heavily-injured'] ?? 3];
}

/** The health track: the marker's slot, the sections serious wounds cover, the skull past the last slot. */
function HealthTrack({ p }: { p: Player }) {
  const sizes = slotsOf(p);
  const slots = sizes.flatMap((n, section) => Array.from({ length: n }, () => section));
  const section = SECTIONS[slots[Math.min(p.health, slots.length - 1)] ?? 0];
  return (
    <div>
      <span className={styles.label}>Health: {p.status === 'dead' ? 'dead' : section.toLowerCase()}</span>
      <ol className={styles.track} aria-label={`Health track, ${section}`}>
        {slots.map((sec, i) => {
          const covered = sec < p.seriousWounds.length;
          return (
            <li key={i} className={`${styles.space} ${styles[`health${sec}`]} ${covered ? styles.covered : ''} ${i === p.health ? styles.here : ''}`} title={covered ? 'Covered by a serious wound' : SECTIONS[sec]}>
              {i === p.health ? '●' : covered ? '✕' : ''}
            </li>
          );
        })}
        <li className={styles.space} title="Death">☠</li>
      </ol>
    </div>
  );
}

function gearWords(slots: ReadonlyArray<{ token: string; half: boolean } | null>): string {
  return slots.map((g) => (g ? `${GEAR_WORDS[g.token] ?? 'a token'}${g.token === 'ammo' ? (g.half ? ' (half)' : ' (full)') : ''}` : 'empty')).join(', ');
}

/** Held items with their ammo and malfunctions, armor, and the belt. */
function Equipment({ p }: { p: Player }) {
  const held = p.hands.map((item) => {
    const slots = p.itemGear[item];
    const malfunctions = p.itemMalfunctions[item] ?? 0;
    return `${cardName(item)}${slots?.length ? ` [${gearWords(slots)}]` : ''}${malfunctions ? ' (malfunction)' : ''}`;
  });
  return (
    <>
      <p>In hand: {held.length ? held.join('; ') : 'nothing'}{p.armor ? ` · Armor: ${cardName(p.armor)}` : ''}</p>
      <p>Belt: {gearWords(p.belt)}</p>
    </>
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

function CardList({ title, cards, empty }: { title: string; cards: readonly string[]; empty: string }) {
  return (
    <>
      <h3>{title}</h3>
      <ul className={styles.cards}>
        {cards.map((c, i) => (
          <Card key={`${c}:${i}`} id={c} selected={false} />
        ))}
        {cards.length === 0 && <li className={styles.muted}>{empty}</li>}
      </ul>
    </>
  );
}

/** Before the seat has a character: the characters dealt to it (when choosing) and its objectives. */
function DraftMat({ view, me }: { view: View; me: Me }) {
  const offer = view.characterDraft?.offer ?? null;
  return (
    <section className={styles.mine} aria-label="Your character">
      <h3>You have no character yet</h3>
      <p>{offer ? `Dealt to you: the ${offer.map(characterName).join(' and the ')}. Keep one in the decision bar.` : 'Wait for your turn to choose one of two characters.'}</p>
      <CardList title="Your objectives (keep one, once, on your turn)" cards={me.objectives} empty="No objective (solo and co-op: the mission tasks in the tracks)." />
    </section>
  );
}

/** The viewing seat's mat: health, oxygen, wounds, equipment, hand (click to choose what pays), backpack, objectives. */
export function MyMat({ view, me, selected, onToggle }: { view: View; me: Me; selected: string[]; onToggle: ((card: string) => void) | null }) {
  const p = view.players[me.seat];
  if (!p.character) return <DraftMat view={view} me={me} />;
  const maxOxygen = characterOf(p.character).maxOxygen;
  return (
    <section className={styles.mine} aria-label="Your character">
      <h3>{p.character ? `You: the ${characterName(p.character)}` : 'You (no character chosen yet)'} <span className={styles.muted}>· {STATUS[p.status] ?? 'in play'}</span></h3>
      <HealthTrack p={p} />
      <p>
        Oxygen: {p.oxygen} of {maxOxygen}{p.suffocating ? ' · suffocating: the next oxygen loss kills' : ''} · Serious wounds: {p.seriousWounds.length ? p.seriousWounds.map(cardName).join(', ') : 'none'}
        {p.larva ? ' · a Larva is on you' : ''}{p.dataToken ? ' · a Data token' : ''}
      </p>
      <Equipment p={p} />
      <h3>
        Your hand ({me.hand.length} card{me.hand.length === 1 ? '' : 's'}, {p.deckCount} in your deck)
        {onToggle && <span className={styles.muted}> · click cards to choose what pays, or what to discard as you pass</span>}
      </h3>
      <label className={styles.fullTexts}>
        <input type="checkbox" /> Show the cards&apos; texts
      </label>
      <ul className={`${styles.cards} ${styles.handCards}`}>
        {me.hand.map((c) => (
          <Card key={c} id={c} selected={selected.includes(c)} onToggle={onToggle ? () => onToggle(c) : undefined} />
        ))}
        {me.hand.length === 0 && <li className={styles.muted}>No cards in hand.</li>}
      </ul>
      {view.supportDraft && <CardList title="Support equipment on offer" cards={view.supportDraft.offer} empty="None left." />}
      {view.search?.cards && <CardList title="Found by your search (keep one, or none)" cards={view.search.cards} empty="Nothing found." />}
      {view.roomDraw?.cards && <CardList title={`Drawn in the room (keep up to ${view.roomDraw.keep})`} cards={view.roomDraw.cards} empty="Nothing drawn." />}
      <CardList title="Backpack" cards={me.backpack} empty="Your backpack is empty." />
      <CardList title={me.chosenObjective ? 'Your objective' : 'Your objectives (keep one, once, on your turn)'} cards={me.chosenObjective ? [me.chosenObjective] : me.objectives} empty="No objective (solo and co-op: the mission tasks below)." />
    </section>
  );
}

/** The round track with the Lander and the Autodestruction, the objective choice track, the mission, the bag. */
export function Tracks({ view }: { view: View }) {
  const spaces = Array.from({ length: roundTrackSpaces }, (_, i) => i + 1);
  const lander = { arriving: `arriving on round ${view.lander.space}`, landed: 'landed in the Landing Zone', destroyed: 'shot down', departed: 'gone' }[view.lander.state];
  return (
    <section className={styles.tracks} aria-label="Tracks">
      <h3>Round {view.round} of {roundTrackSpaces}</h3>
      <ol className={styles.track} aria-label="Round track">
        {spaces.map((n) => (
          <li key={n} className={`${styles.space} ${n === view.round ? styles.here : ''} ${n === view.autodestruction ? styles.danger : ''}`} aria-current={n === view.round ? 'step' : undefined}>
            {n}
            {view.lander.state === 'arriving' && n === view.lander.space ? ' L' : ''}
            {n === view.autodestruction ? ' ✸' : ''}
          </li>
        ))}
      </ol>
      <p className={styles.small}>
        Lander: {lander} · Autodestruction: {view.powerCut ? 'power cut, never' : view.autodestruction === null ? 'not started' : `round ${view.autodestruction}`}
        {view.antiAircraft.revealedTop ? ` · Anti-Aircraft was ${view.antiAircraft.revealedTop}` : ''}
        {view.antiAircraft.order ? ` · You know the Anti-Aircraft order: ${view.antiAircraft.order.join(', then ')}` : ''}
      </p>
      <p className={styles.small}>
        Objectives chosen: {view.objectivesChosen}
        {view.objectivesChosen < objectiveChoiceDraws.length ? ` (the next to choose draws ${objectiveChoiceDraws[view.objectivesChosen]} card${objectiveChoiceDraws[view.objectivesChosen] === 1 ? '' : 's'})` : ''}
      </p>
      {view.missionTasks.length > 0 && (
        <p className={styles.small}>
          Mission: {view.missionTasks.map((t) => `${cardName(t)} (${cardText(t) ?? ''})`).join('; ')}
        </p>
      )}
      <p className={styles.small}>
        Intruder bag: {(['larva', 'drone', 'adult', 'queen', 'blank'] as const).map((t) => `${view.bag[t]} ${INTRUDER_WORDS[t]}`).join(', ')} · Nest: {view.nestDestroyed ? 'destroyed' : `${view.eggs} eggs`}
        {view.queenDead ? ' · the Queen is dead' : view.queenHits ? ` · Queen hits ${view.queenHits}` : ''} · Events left: {view.decks.events}
      </p>
    </section>
  );
}

/** Every character's public side: status, place, cards, equipment, health and oxygen. */
export function Players({ view, names }: { view: View; names: Names }) {
  return (
    <section className={styles.players} aria-label="Characters">
      {view.players.map((p) => (
        <article key={p.seat} className={styles.player} style={{ borderLeftColor: SEAT_COLOURS[p.seat % 5] }}>
          <h3>
            {names.seat(p.seat)} <span className={styles.muted}>· {!p.character ? 'no character yet' : p.status === 'in-play' && p.space ? `in ${names.space(p.space)}` : (STATUS[p.status] ?? 'in play')}</span>
          </h3>
          <p hidden={!p.character}>
            {p.handCount} card{p.handCount === 1 ? '' : 's'} in hand, {p.deckCount} in the deck · oxygen {p.oxygen} · {p.seriousWounds.length} serious wound{p.seriousWounds.length === 1 ? '' : 's'}
            {p.passed ? ' · passed' : ''}{view.startPlayer === p.seat ? ' · start player' : ''}{p.objectiveChosen ? ' · objective chosen' : ''}
            {p.revealedObjective ? ` · objective: ${cardName(p.revealedObjective)}` : ''}
          </p>
          {p.character ? (
            <>
              <HealthTrack p={p} />
              <Equipment p={p} />
            </>
          ) : (
            <p>Choosing a character.</p>
          )}
        </article>
      ))}
    </section>
  );
}
