/** The House mats of every player (public), the Galactic board's offers, and the defaults in play. */
import type { VoidfallView } from '../../../shared/games/voidfall/view';
import { AgendaCard, EventCard, TechnologyList, TextLines } from './card-text-views';
import { agendaTexts, houseAbilityText, preferredFocusNames } from './card-texts';
import { DefaultsList } from './defaults-list';
import { SEAT_COLOURS } from './galaxy-svg';
import { AGENDA_TYPE_WORDS, cardName, houseName, listWords, originName, RESOURCE_WORDS, slotName, TRACK_WORDS, type Names } from './names';
import styles from './voidfall.module.css';

type Player = VoidfallView['players'][number];

function AgendaSlots({ p }: { p: Player }) {
  return (
    <ul className={styles.slots}>
      {p.agendaSlots.map((a, i) => (
        <li key={i} className={a.corrupted ? styles.corruptedSlot : undefined}>
          <span className={styles.muted}>{i === 0 ? 'Starting' : `Slot ${i}`}:</span> {a.agenda ? cardName(a.agenda) : 'empty'}
          {a.corrupted && <strong> (Corrupted)</strong>}
          {a.tradeToken && <span> · Trade token</span>}
          {a.agenda && (
            <details>
              <summary className={styles.small}>Objectives</summary>
              <TextLines lines={agendaTexts(a.agenda)} />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

/** One House mat: Influence, Glory, resources, Fleet Power, tracks, Agendas, Technologies, Trade tokens and cards. */
export function HouseMat({ p, names, mine, place }: { p: Player; names: Names; mine: boolean; place?: string }) {
  const resources = Object.entries(p.resources).map(([r, n]) => `${RESOURCE_WORDS[r] ?? r} ${n}${p.productionBonus[r as keyof typeof p.productionBonus] ? ` (+${p.productionBonus[r as keyof typeof p.productionBonus]} production)` : ''}`);
  const tracks = Object.entries(p.tracks).map(([t, n]) => `${TRACK_WORDS[t] ?? t} ${n}${p.trackCorruption[t as keyof typeof p.trackCorruption] ? ' (Corrupted)' : ''}`);
  return (
    <section className={mine ? `${styles.mat} ${styles.mine}` : styles.mat} style={{ borderLeftColor: SEAT_COLOURS[p.seat] }} aria-label={`${names.seat(p.seat)}'s House mat`}>
      <h3>
        {names.seat(p.seat)}: {p.house ? `House ${houseName(p.house)}` : 'choosing a House'}
        {p.origin && <span className={styles.muted}> · {originName(p.origin)}</span>}
        {place && <span className={styles.muted}> · {place} in turn order</span>}
      </h3>
      <p>
        <strong>{p.influence} Influence</strong> · Glory tokens {p.glory.length > 0 ? listWords(p.glory.map(String)) : 'none'} · Trade tokens {p.tradeTokens}
      </p>
      <p>{resources.join(' · ')}</p>
      <p>
        Fleet Power: {p.fleetPower.active} active, {p.fleetPower.inactive} inactive · {tracks.join(' · ')}
      </p>
      {p.house && (
        <p>
          House ability: {houseAbilityText(p.house)} · Preferred Focus: {listWords(preferredFocusNames(p.house))}
        </p>
      )}
      <AgendaSlots p={p} />
      <TechnologyList title="Technologies" cards={p.technologies} />
      {p.ownImproved && <TechnologyList title="Own Improved Technology, to gain" cards={[p.ownImproved]} />}
      <p className={styles.muted}>
        {p.focusHandCount} Focus cards in hand, {p.agendaHandCount} Agendas in hand
        {p.bountyTokenCount + p.reclaimTokenCount > 0 && `, ${p.bountyTokenCount} Bounty and ${p.reclaimTokenCount} Reclaim tokens`}
        {p.focusDiscard.length > 0 && ` · played: ${listWords(p.focusDiscard.map(cardName))}`}
      </p>
    </section>
  );
}

const PLACES = ['1st', '2nd', '3rd', '4th'];

/** The House mats: the seat's own first (its resources and tracks are what it reads most), then the others in turn order. */
export function Players({ view, names }: { view: VoidfallView; names: Names }) {
  const inTurnOrder = view.turnOrder.length === view.players.length;
  const order = inTurnOrder ? view.turnOrder : view.players.map((p) => p.seat);
  const mineFirst = [...order].sort((a, b) => Number(b === view.me?.seat) - Number(a === view.me?.seat));
  return (
    <div className={styles.players}>
      {mineFirst.map((seat) => (
        <HouseMat key={seat} p={view.players[seat]} names={names} mine={view.me?.seat === seat} place={inTurnOrder ? PLACES[order.indexOf(seat)] : undefined} />
      ))}
    </div>
  );
}

/** The Galactic board: the events so far with their objectives, the Agenda offer, the Technologies, the Trade spaces. */
export function GalacticBoard({ view }: { view: VoidfallView }) {
  const offers = Object.entries(view.agendaOffer);
  return (
    <section className={styles.galactic} aria-label="The Galactic board">
      <h3>Galactic board</h3>
      <p>Galactic Events{view.events.length === 0 && ': none revealed yet'}</p>
      {view.events.map((id) => (
        <EventCard key={id} id={id} />
      ))}
      <p>Agenda offer</p>
      {offers.map(([t, card]) => {
        const label = `${AGENDA_TYPE_WORDS[t] ?? t}${view.agendaOfferCorrupted[t as keyof typeof view.agendaOfferCorrupted] ? ' (Corrupted)' : ''}:`;
        return card ? <AgendaCard key={t} id={card} label={label} /> : <p key={t} className={styles.muted}>{label} none</p>;
      })}
      <TechnologyList title="Technologies" cards={view.tableau.map((t) => t.technology)} bonus note={(tech) => ` (${view.tableau.find((t) => t.technology === tech)?.cards.length ?? 0} left)`} />
      <TechnologyList title={`Improved Technologies${view.improvedBlocked ? ' (blocked until Cycle 2)' : ''}`} cards={view.improvedOffer} />
      <p>Trade tokens on spaces 1-6: {view.tradeSpaces.join(', ')}</p>
    </section>
  );
}

/** The labelled defaults the game plays with, folded. */
export function DefaultsInPlay({ view }: { view: VoidfallView }) {
  return (
    <details className={styles.defaults}>
      <summary>Defaults in play ({view.defaults.length}), where the published rules give no value</summary>
      <DefaultsList defaults={view.defaults} />
    </details>
  );
}
