/**
 * Voidfall words for a player: Houses, Origins, cards, Technologies, Galactic Events and sectors by their printed names
 * or places, players by their names. Every id a view, a move or an event carries goes through here; an id nothing
 * knows reads as "a card" or "a sector", never raw.
 */
import type { SeatInfo } from '../../../shared/api';
import { agendas, bountyTokenKinds, focusCards, galacticEvents, houses, reclaimTokenKindsSourced, startingAgendas, technologies } from '../../../shared/games/voidfall/data';
import { seatLabel } from '../../lib/format';

const byId = <T extends { id: string }>(list: readonly T[]) => new Map(list.map((x) => [x.id, x]));
/** The Voidfall data by id, built once for the board's names and card texts. */
export const HOUSES = byId(houses);
export const FOCUS = byId(focusCards);
export const AGENDAS = byId(agendas);
export const STARTING = byId(startingAgendas);
export const TECHS = byId(technologies);
export const EVENTS = byId(galacticEvents);

export const RESOURCE_WORDS: Record<string, string> = { food: 'Food', energy: 'Energy', materials: 'Materials', credits: 'Credits', science: 'Science' };
export const FLEET_WORDS: Record<string, string> = { corvette: 'Corvette', sentry: 'Sentry', destroyer: 'Destroyer', dreadnought: 'Dreadnought', carrier: 'Carrier' };
export const GUILD_WORDS: Record<string, string> = { farmers: 'Farmers', engineers: 'Engineers', miners: 'Miners', bankers: 'Bankers', scientists: 'Scientists' };
export const INSTALLATION_WORDS: Record<string, string> = { shipyard: 'Shipyard', sector_defense: 'Sector Defense', starbase: 'Starbase' };
export const TRACK_WORDS: Record<string, string> = { society: 'Society', statecraft: 'Statecraft', economy: 'Economy' };
export const AGENDA_TYPE_WORDS: Record<string, string> = { dominance: 'Dominance', might: 'Might', support: 'Support', wealth: 'Wealth' };

const word = (table: Record<string, string>, key: unknown, fallback: string) =>
  typeof key === 'string' && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : fallback;
export const resourceName = (r: unknown) => word(RESOURCE_WORDS, r, 'a resource');
export const fleetName = (f: unknown) => word(FLEET_WORDS, f, 'a fleet');
export const guildName = (g: unknown) => word(GUILD_WORDS, g, 'a Guild');
export const installationName = (i: unknown) => word(INSTALLATION_WORDS, i, 'an Installation');
export const trackName = (t: unknown) => word(TRACK_WORDS, t, 'a track');
export const agendaTypeName = (t: unknown) => word(AGENDA_TYPE_WORDS, t, 'an');

export function houseName(id: unknown): string {
  return (typeof id === 'string' && HOUSES.get(id)?.name) || 'a House';
}

/** "Cortozaar Origin A" for `cortozaar-origin-a`. */
export function originName(id: unknown): string {
  const m = typeof id === 'string' ? /^([a-z]+)-origin-([ab])$/.exec(id) : null;
  return m ? `${houseName(m[1])} Origin ${m[2].toUpperCase()}` : 'an Origin';
}

/** A Focus card (`<card>@<seat>` or its data id), an Agenda, a Starting Agenda, a Technology card or a Galactic Event. */
export function cardName(id: unknown): string {
  if (typeof id !== 'string') return 'a card';
  const plain = id.split('@')[0];
  const focus = FOCUS.get(plain);
  if (focus) return focus.name;
  const agenda = AGENDAS.get(id);
  if (agenda) return `${agenda.name} (${agendaTypeName(agenda.type)} Agenda)`;
  const starting = STARTING.get(id);
  if (starting) return `${houseName(starting.house)} Starting Agenda ${starting.origin.slice(-1).toUpperCase()}`;
  const event = EVENTS.get(id);
  if (event) return event.name;
  return technologyCardName(id);
}

const COPY_WORDS: Record<string, string> = { plus4: ' (+4 copy)', plain: '', improved: ' (improved)' };

/** `torpedoes-plus4` → "Torpedoes (+4 copy)"; a Technology id alone → its name. */
export function technologyCardName(id: string): string {
  const m = /^(.*)-(plus4|plain|improved)$/.exec(id);
  const tech = TECHS.get(m ? m[1] : id);
  return tech ? `${tech.name}${m ? COPY_WORDS[m[2]] : ''}` : 'a card';
}

const TOKEN_KINDS = [...bountyTokenKinds.map((t) => ({ ...t, kind: 'Bounty' })), ...reclaimTokenKindsSourced.map((t) => ({ ...t, kind: 'Reclaim' }))];

/** A held token (`<kind>-<n>`, known to its owner) by its printed text: "Bounty token “Gain 2 Food or gain 1 Influence.”". */
export function tokenName(id: unknown): string {
  const t = typeof id === 'string' ? TOKEN_KINDS.find((k) => id.startsWith(`${k.id}-`)) : undefined;
  if (!t) return 'a token';
  return `${t.kind} token “${(t as { text?: string }).text ?? ''}”`;
}

/** Columns A, B, C… and rows from 1: `sector-1-0` is "B1". The generated galaxy's ids are their grid places. */
export function sectorName(id: unknown): string {
  const m = typeof id === 'string' ? /^sector-(\d+)-(\d+)$/.exec(id) : null;
  if (!m || Number(m[1]) > 25) return 'a sector';
  return `${String.fromCharCode(65 + Number(m[1]))}${Number(m[2]) + 1}`;
}

export interface Names {
  seat: (seat: number) => string;
  /** "you" for the viewer's own seat, else the player's name. */
  who: (seat: number) => string;
}

export function namesFor(mySeat: number | null, seats: SeatInfo[]): Names {
  const seat = (n: number) => seatLabel(seats, n);
  return { seat, who: (n) => (n === mySeat ? 'you' : seat(n)) };
}

/** Where a Corruption marker lies: a sector, an Agenda slot (1-3) or a Civilization-track marker. */
export function placeName(place: unknown): string {
  const p = (place ?? {}) as { kind?: string; sector?: string; slot?: number; track?: string };
  if (p.kind === 'sector') return `sector ${sectorName(p.sector)}`;
  if (p.kind === 'agenda-slot') return slotName(p.slot);
  if (p.kind === 'track') return `the ${trackName(p.track)} track`;
  return 'a place';
}

/** The House mat's Agenda slots: the Starting slot (0), then slots 1-3 for played Agendas. */
export function slotName(slot: unknown): string {
  return slot === 0 ? 'the Starting Agenda slot' : `Agenda slot ${Number(slot)}`;
}

/** Resource amounts in words: "2 Energy and 1 Credits"; empty amounts read "nothing". */
export function amountsWords(amounts: unknown): string {
  const parts = Object.entries((amounts ?? {}) as Record<string, number>).filter(([, n]) => n > 0).map(([r, n]) => `${n} ${resourceName(r)}`);
  if (parts.length === 0) return 'nothing';
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** A list in words: "a, b and c". */
export function listWords(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
