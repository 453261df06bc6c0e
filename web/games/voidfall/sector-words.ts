/** A sector of the galaxy in words: its kind and whose it is, and everything lying in it (the title and the detail box). */
import { sectorTypes } from '../../../shared/games/voidfall/data';
import type { VoidfallView } from '../../../shared/games/voidfall/view';
import { fleetName, guildName, houseName, installationName, listWords, sectorName, type Names } from './names';

const KIND_NAMES = new Map(sectorTypes.map((t) => [t.id, t.name]));

/** "Home Sector of Ann", "Outpost of Bob" (", lost" once its player holds it no more), "Fallen House Belitan", "Standard sector". */
export function sectorKindWords(view: VoidfallView, id: string, names: Names): string {
  const start = view.map.starts.findIndex((st) => st.home === id || st.outpost === id);
  const x = view.sectors[id];
  const kind = view.map.sectors.find((s) => s.id === id)?.kind ?? '';
  if (start >= 0 && start < view.players.length) {
    return `${view.map.starts[start].home === id ? 'Home Sector' : 'Outpost'} of ${names.seat(start)}${x && x.owner !== start ? ', lost' : ''}`;
  }
  if (x?.fallenHouse) return `Fallen House ${houseName(x.fallenHouse)}`;
  return KIND_NAMES.get(kind) ?? 'Sector';
}

/** The kind on the hex itself, short enough to fit it: "Ann's Home", "Bob's Outpost", "Outpost (lost)", "Fallen Kradmor"; nothing for a standard sector. */
export function shortKindWords(view: VoidfallView, id: string, names: Names): string {
  const start = view.map.starts.findIndex((st) => st.home === id || st.outpost === id);
  const x = view.sectors[id];
  const kind = view.map.sectors.find((s) => s.id === id)?.kind ?? '';
  if (start >= 0 && start < view.players.length) {
    const place = view.map.starts[start].home === id ? 'Home' : 'Outpost';
    // A start sector its player no longer holds says so: the hex's colour is its new holder's (or nobody's).
    if (x && x.owner !== start) return `${place} (lost)`;
    const whose = names.who(start) === 'you' ? 'Your' : `${names.seat(start).slice(0, 8)}’s`;
    return `${whose} ${place}`;
  }
  if (x?.fallenHouse) return `Fallen ${houseName(x.fallenHouse)}`;
  if (kind === 'standard') return '';
  return (KIND_NAMES.get(kind) ?? '').replace(/ sector$/, '').slice(0, 14);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The whole sector in one paragraph. */
export function sectorWords(view: VoidfallView, id: string, names: Names): string {
  const x = view.sectors[id];
  if (!x) return sectorName(id);
  const parts = [
    x.owner !== null ? `held by ${names.seat(x.owner)}` : x.voidbornFleetPower > 0 ? 'held by the Voidborn' : 'held by nobody',
    x.population !== null ? `${x.corrupted ? 'Corrupted' : 'Pure'} Population ${x.population}` : x.corrupted ? 'Corrupted' : '',
    x.gloryToken !== null ? `a Glory token of ${x.gloryToken}` : '',
    x.voidbornFleetPower > 0 ? `${plural(x.voidbornFleetPower, 'Voidborn Fleet Power', 'Voidborn Fleet Power')}` : '',
    x.fleets.length > 0 ? `fleets: ${listWords(x.fleets.map((f) => `${fleetName(f.type)} ${f.power}`))}` : '',
    x.guilds.length > 0 ? `Guilds: ${listWords(x.guilds.map(guildName))}` : '',
    x.installations.length > 0 ? `Installations: ${listWords(x.installations.map(installationName))}` : '',
    x.harbingers > 0 ? plural(x.harbingers, 'Harbinger') : '',
    x.bountyTokenCount > 0 ? plural(x.bountyTokenCount, 'face-down Bounty token') : '',
    x.reclaimTokenCount > 0 ? plural(x.reclaimTokenCount, 'face-down Reclaim token') : '',
  ].filter(Boolean);
  return `${sectorName(id)}, ${sectorKindWords(view, id, names)}: ${parts.join('; ')}.`;
}
