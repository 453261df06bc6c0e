/**
 * Fleet effects (rules addendum A9): deploy Fleet Power (in the Home Sector, or one per Shipyard, Starbase or Carrier in its
 * sector; each cube pays its fleet type's cost, with Credits standing in as the player chooses) and Regroup (up to 5 single-cube moves into adjacent sectors you
 * control, never emptying a sector other than the Home Sector). Activation is with the economy effects.
 */
import type { Seat } from '../../../engine';
import { fleetTypeSchema, type FleetType } from '../data/schema';
import { otherPayments } from '../rules/credit-payment';
import { pay, plainPayment, type Amounts } from '../rules/payment';
import { deploy, deployCost, deployProblem, tokenCapacity } from '../rules/fleets';
import type { Draft, EffectChoice, EffectFamily, Primitive, Resolution } from './types';
import { deploymentToll, payDeploymentToll } from '../rules/frames/lasting';
import { carrierShipyards, extraShipyardSectors } from './tech-triggers';

export const REGROUP_MOVES = 5;
const done = (seat: number, e: Primitive, c: EffectChoice, extra: Record<string, unknown> = {}): Resolution =>
  ({ events: [{ type: 'effect-resolved', seat, op: e.op, choice: c, ...extra }] });

/** Fleet types `seat` can deploy (and pay for) in `sector` now. */
export function deployableTypes(s: Draft, seat: Seat, sector: string): FleetType[] {
  return fleetTypeSchema.options.filter((t) => deployProblem(s, seat, sector, t) === null && plainPayment(s.players[seat].resources, deployCost(t)) !== null);
}

/** A deployment choice for each way to pay the cube's cost (A7: Credits for Materials): the plain one names no payment. */
function deployPayments(s: Draft, seat: Seat, sector: string, fleet: FleetType): { sector: string; fleet: FleetType; pay?: Amounts }[] {
  return [{ sector, fleet }, ...otherPayments(s.players[seat].resources, deployCost(fleet)).map((payment) => ({ sector, fleet, pay: payment }))];
}

function deployPaid(s: Draft, seat: Seat, sector: string, fleet: FleetType, payment?: Amounts): void {
  pay(s.players[seat].resources, payment ?? plainPayment(s.players[seat].resources, deployCost(fleet))!);
  deploy(s, seat, sector, fleet);
}

/**
 * Sectors where a "per Shipyard" deployment happens: one entry per Shipyard or Starbase in a sector `seat` controls, and
 * one per Carrier fleet token (Carriers: "A Carrier counts as a Shipyard").
 */
function shipyardSectors(s: Draft, seat: Seat): string[] {
  const sectors = Object.entries(s.sectors).filter(([, x]) => x.owner === seat)
    .flatMap(([id, x]) => x.installations.filter((i) => i === 'shipyard' || i === 'starbase').map(() => id));
  return [...sectors, ...extraShipyardSectors(s, seat, sectors), ...carrierShipyards(s, seat)];
}

/** Adjacent sectors: a shared edge without a Voidstorm (the map's adjacency list). */
export const adjacent = (s: Draft, a: string, b: string) => s.map.adjacency.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/** Single-cube regroup moves open to `seat` (from `only` when the action is tied to a sector). */
export function regroupMoves(s: Draft, seat: Seat, only: string | null): EffectChoice[] {
  const home = s.map.starts[seat]?.home;
  const mine = Object.entries(s.sectors).filter(([, x]) => x.owner === seat);
  return mine.filter(([id]) => only === null || id === only).flatMap(([from, x]) => {
    const cubes = x.fleets.reduce((n, f) => n + f.power, 0);
    if (cubes === 0 || (cubes === 1 && from !== home)) return [];
    const types = [...new Set(x.fleets.map((f) => f.type))];
    return mine.filter(([to]) => to !== from && adjacent(s, from, to)).flatMap(([target]) => types.map((fleet) => ({ sector: from, target, fleet })));
  });
}

export function moveCube(s: Draft, seat: Seat, from: string, to: string, fleet: FleetType): void {
  const source = s.sectors[from].fleets;
  const token = source.find((f) => f.type === fleet)!;
  token.power -= 1;
  if (token.power === 0) source.splice(source.indexOf(token), 1);
  const target = s.sectors[to].fleets;
  const room = target.find((f) => f.type === fleet && f.power < tokenCapacity(s.players[seat], fleet));
  if (room) room.power += 1;
  else target.push({ type: fleet, power: 1 });
}

export const fleetEffects: Record<string, EffectFamily> = {
  deploy_fleet_power: {
    // `where`: the Home Sector, one Shipyard's sector (per-Shipyard deployments), the action's sector (a Reclaim token's
    // "in this sector"), or any sector you may deploy in.
    choices: (s, seat, e, ctx) => {
      const home = s.map.starts[seat].home;
      const here = e.where === 'this_sector' ? (ctx.location === null ? [] : [ctx.location]) : null;
      const sectors = here ?? (e.where === 'home_sector' ? [home] : typeof e.where === 'string' ? [e.where] : Object.keys(s.sectors));
      // `fleet_type`: a Technology's bonus deploying "as a Sentry" / "as a Carrier".
      return sectors.flatMap((sector) => deployableTypes(s, seat, sector).filter((f) => !e.fleet_type || f === e.fleet_type).flatMap((fleet) => deployPayments(s, seat, sector, fleet)))
        .flatMap((c) => deploymentToll(s, seat, c, deployCost(c.fleet!).materials ?? 0));
    },
    resolve: (s, seat, e, c) => {
      deployPaid(s, seat, c.sector!, c.fleet!, c.pay);
      payDeploymentToll(s, seat, c);
      return done(seat, e, c);
    },
  },
  deploy_per_shipyard: {
    choices: (s, seat) => (shipyardSectors(s, seat).some((x) => deployableTypes(s, seat, x).length > 0) ? [{}] : []),
    // Each Shipyard's deployment is its own effect (a fleet type of the player's choice, paid per cube).
    resolve: (s, seat, e, c) => ({
      ...done(seat, e, c),
      triggered: [{ effects: shipyardSectors(s, seat).map((where) => ({ op: 'deploy_fleet_power', count: 1, where })), mode: 'any' }],
    }),
  },
  regroup: {
    choices: (s, seat, e, ctx) => (regroupMoves(s, seat, ctx.location).length > 0 ? [{}] : []),
    resolve: (s, seat, e, c) => ({
      ...done(seat, e, c),
      triggered: [{ effects: Array.from({ length: REGROUP_MOVES }, () => ({ op: 'regroup_move' })), mode: 'any' }],
    }),
  },
  regroup_move: {
    choices: (s, seat, e, ctx) => regroupMoves(s, seat, ctx.location),
    resolve: (s, seat, e, c) => {
      moveCube(s, seat, c.sector!, c.target!, c.fleet!);
      return done(seat, e, c);
    },
  },
};
