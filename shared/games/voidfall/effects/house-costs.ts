/**
 * The House Focus costs beyond resources and Fleet Power (rules addendum A3, A8, A15): destroy one of your
 * Installations, decrease one of your Pure Populations by 1 (both "not in your Home Sector", A8: effects that destroy
 * cannot target it), and discard a held Bounty or Reclaim token. The move names the token to the server only: events
 * and other seats' views never carry it. A discarded token goes face down under its supply (as a replaced Agenda goes
 * under its deck, A4), so it stays one of the state's secrets.
 */
import { z } from 'zod';
import type { Seat } from '../../../engine';
import { installationSchema, type Cost, type Installation } from '../data/schema';
import { sectorTypes } from '../data';
import type { Draft } from './types';

const sector = z.string().min(1).max(40);
export const houseCostSchema = {
  /** "Destroy 1 Installation": which one, in which of your sectors. */
  destroy: z.strictObject({ sector, installation: installationSchema }).optional(),
  /** "Decrease a Pure Population by 1": in which of your sectors. */
  decrease: sector.optional(),
  /** "Discard 1 Bounty token" / "discard 1 Reclaim token": which of the tokens you hold. */
  token: z.string().min(1).max(80).optional(),
};
export interface HouseCostChoice { destroy?: { sector: string; installation: Installation }; decrease?: string; token?: string }

export const HOUSE_COST_KEYS = ['destroy', 'decrease_pure_population', 'not_in_home_sector', 'discard_bounty_token', 'discard_reclaim_token'];

const isHome = (s: Draft, sector: string) => s.map.starts.some((st) => st.home === sector);
const fixedPopulation = (s: Draft, sector: string) => {
  const kind = s.map.sectors.find((x) => x.id === sector)?.kind;
  return typeof (sectorTypes.find((t) => t.id === kind)?.layout as { population?: unknown } | undefined)?.population === 'number';
};

/** The ways to pay the House-cost parts of `cost` now ([{}] when it has none; [] when it cannot be paid). */
export function houseCostChoices(s: Draft, seat: Seat, cost: Cost): HouseCostChoice[] {
  const c = cost as Record<string, unknown>;
  const p = s.players[seat];
  const mine = Object.entries(s.sectors).filter(([id, x]) => x.owner === seat && !isHome(s, id));
  let out: HouseCostChoice[] = [{}];
  if (c.destroy) {
    const options = mine.flatMap(([id, x]) => [...new Set(x.installations)].map((installation) => ({ sector: id, installation })));
    out = out.flatMap((o) => options.map((destroy) => ({ ...o, destroy })));
  }
  if (c.decrease_pure_population) {
    // A8: "−1 is a cost, never in the Home Sector, never below 1".
    const options = mine.filter(([id, x]) => !x.corrupted && (x.population ?? 0) > 1 && !fixedPopulation(s, id)).map(([id]) => id);
    out = out.flatMap((o) => options.map((decrease) => ({ ...o, decrease })));
  }
  const held = c.discard_bounty_token ? p.bountyTokens : c.discard_reclaim_token ? p.reclaimTokens : null;
  if (held !== null) out = out.flatMap((o) => held.map((token) => ({ ...o, token })));
  return out;
}

export const sameHouseCost = (a: HouseCostChoice, b: HouseCostChoice) =>
  a.decrease === b.decrease && a.token === b.token && a.destroy?.sector === b.destroy?.sector && a.destroy?.installation === b.destroy?.installation;

/** Pays the House-cost parts; returns the sector they acted in (the effects' "that sector"), if any. */
export function payHouseCost(s: Draft, seat: Seat, choice: HouseCostChoice): string | null {
  const p = s.players[seat];
  if (choice.destroy) {
    const x = s.sectors[choice.destroy.sector];
    x.installations.splice(x.installations.indexOf(choice.destroy.installation), 1);
  }
  if (choice.decrease) s.sectors[choice.decrease].population! -= 1;
  if (choice.token) {
    const bounty = p.bountyTokens.includes(choice.token);
    const held = bounty ? p.bountyTokens : p.reclaimTokens;
    held.splice(held.indexOf(choice.token), 1);
    (bounty ? s.bountySupply : s.reclaimSupply).push(choice.token);
    if (p.reclaimSectors) delete p.reclaimSectors[choice.token];
  }
  return choice.destroy?.sector ?? choice.decrease ?? null;
}
