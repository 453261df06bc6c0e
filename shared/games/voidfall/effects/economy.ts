/**
 * Effects on resources, Influence, Fleet Power activation and Trade tokens (rules addendum A7, A9, A14): produce,
 * produce types of your choice, gain resources (fixed or of your choice), gain Influence (fixed, per Pure Guild, equal to
 * your total Glory), activate Fleet Power, gain a Trade token with its windfall, gain a Bounty token.
 */
import type { Seat } from '../../../engine';
import { tradeBonuses } from '../data';
import { resources, type Guild, type Resource } from '../data/schema';
import { activate, hasTechnology } from '../rules/fleets';
import { gloryTotal } from '../rules/glory';
import { gainResources, guildResource, produce } from '../rules/production';
import { flatten, multisets, subsets, type Draft, type EffectChoice, type EffectContext, type EffectFamily, type Primitive, type Resolution } from './types';

const PLAIN: EffectChoice[] = [{}];

function resolved(seat: Seat, effect: Primitive, choice: EffectChoice, extra: Record<string, unknown> = {}): Resolution {
  return { events: [{ type: 'effect-resolved', seat, op: effect.op, choice, ...extra }] };
}

/** Pure Guilds of the listed types in sectors `seat` controls. */
export function pureGuilds(s: Draft, seat: Seat, guilds: readonly Guild[]): number {
  return Object.values(s.sectors)
    .filter((x) => x.owner === seat && !x.corrupted)
    .reduce((n, x) => n + x.guilds.filter((g) => guilds.includes(g)).length, 0);
}

/** Guilds of the listed types in sectors `seat` controls, Pure or Corrupted. */
const guildsOf = (s: Draft, seat: Seat, guilds: readonly Guild[]) => Object.values(s.sectors)
  .filter((x) => x.owner === seat).reduce((n, x) => n + x.guilds.filter((g) => guilds.includes(g)).length, 0);

/** The Wealth Agenda (D1): if it establishes a Guild and produces, the type produced matches that Guild. */
function producibleTypes(ctx: EffectContext): readonly Resource[] {
  const guild = ctx.earlier.find((e) => e.op === 'establish_guild')?.choice.guild;
  return ctx.ifBoth === 'produced_type_matches_established_guild' && guild ? [guildResource[guild]] : resources;
}

// ── Trade tokens (A14; the digest's §5.14 for taking and returning, unchanged in the published rules) ──────────
/** The space a gained Trade token comes from: the leftmost one holding a token (index 0 = space 1), or -1. */
export const tradeTokenSource = (s: Draft) => s.tradeSpaces.findIndex((n) => n > 0);

/** Returns a Trade token to the Galactic board: onto a lone leftmost token in 3-4 player games, else the rightmost empty space. */
export function returnTradeToken(s: Draft): number {
  const leftmost = tradeTokenSource(s);
  let space = s.seats >= 3 && leftmost >= 0 && s.tradeSpaces[leftmost] === 1 ? leftmost : s.tradeSpaces.lastIndexOf(0);
  if (space < 0) space = Math.max(0, leftmost);
  s.tradeSpaces[space] += 1;
  return space + 1;
}

/**
 * The Trade bonus printed beside board space `space` (1 = the leftmost, taken first). A14: "6 left → 1 Science next,
 * 1 left → 3 Influence", so the first token taken (space 1) gives the data's bonus 6 and the last (space 6) bonus 1.
 */
export const tradeBonusOfSpace = (space: number) => tradeBonuses.find((b) => b.space === tradeBonuses.length + 1 - space)!;

function windfallChoices(bonus: number): EffectChoice[] {
  const { effects, mode } = flatten(tradeBonusOfSpace(bonus).structured);
  const first = effects[0];
  if (mode === 'one') return effects.map((e) => ({ bonus, resources: Object.keys(e.resources as object) as Resource[] }));
  if (first.op === 'gain_resources_of_choice') return multisets(first.from as Resource[], first.count as number).map((r) => ({ bonus, resources: r }));
  return [{ bonus }];
}

function applyWindfall(s: Draft, seat: Seat, choice: EffectChoice): { gained?: Partial<Record<Resource, number>>; influence?: number; revealed?: boolean } {
  const p = s.players[seat];
  const { effects } = flatten(tradeBonusOfSpace(choice.bonus!).structured);
  const e = effects[0];
  if (choice.resources) {
    const gained: Partial<Record<Resource, number>> = {};
    const amount = e.op === 'gain_resources' ? Object.values(e.resources as object)[0] as number : 1;
    for (const r of choice.resources) gained[r] = (gained[r] ?? 0) + amount;
    gainResources(s, seat, gained);
    return { gained };
  }
  if (e.op === 'gain_influence') { p.influence += e.amount as number; return { influence: e.amount as number }; }
  if (e.op === 'activate_fleet_power') { activate(p, e.count as number); return {}; }
  if (e.op === 'gain_bounty_token') { p.bountyTokens.push(...s.bountySupply.splice(0, 1)); return { revealed: true }; }
  gainResources(s, seat, e.resources as Partial<Record<Resource, number>>);
  return { gained: e.resources as Partial<Record<Resource, number>> };
}

export const economyEffects: Record<string, EffectFamily> = {
  produce: {
    choices: () => PLAIN,
    resolve: (s, seat, e, c) => resolved(seat, e, c, produce(s, seat, e.resources as Resource[])),
  },
  produce_types_of_choice: {
    choices: (s, seat, e, ctx) => subsets(producibleTypes(ctx), Math.min(e.count as number, producibleTypes(ctx).length)).map((r) => ({ resources: r })),
    resolve: (s, seat, e, c) => resolved(seat, e, c, produce(s, seat, c.resources!)),
  },
  gain_resources: {
    choices: () => PLAIN,
    resolve: (s, seat, e, c) => {
      gainResources(s, seat, e.resources as Partial<Record<Resource, number>>);
      return resolved(seat, e, c, { gained: e.resources });
    },
  },
  gain_resources_of_choice: {
    choices: (s, seat, e) => multisets((e.from as Resource[] | undefined) ?? resources, e.count as number).map((r) => ({ resources: r })),
    resolve: (s, seat, e, c) => {
      const gained: Partial<Record<Resource, number>> = {};
      for (const r of c.resources!) gained[r] = (gained[r] ?? 0) + 1;
      gainResources(s, seat, gained);
      return resolved(seat, e, c, { gained });
    },
  },
  gain_influence: {
    choices: () => PLAIN,
    resolve: (s, seat, e, c) => {
      s.players[seat].influence += e.amount as number;
      return resolved(seat, e, c, { influence: e.amount });
    },
  },
  gain_influence_per: {
    // The standard cards count Pure Guilds, improved Neural Matrix every Guild of the type (`guild`); other "per"
    // counts come with the cards that use them.
    choices: (s, seat, e) => (e.per === 'pure_guild' || e.per === 'guild' ? PLAIN : []),
    resolve: (s, seat, e, c) => {
      const count = e.per === 'guild' ? guildsOf(s, seat, e.guilds as Guild[]) : pureGuilds(s, seat, e.guilds as Guild[]);
      const influence = (e.amount as number) * count;
      s.players[seat].influence += influence;
      return resolved(seat, e, c, { influence });
    },
  },
  gain_influence_equal_to_total_glory: {
    choices: () => PLAIN,
    resolve: (s, seat, e, c) => {
      const influence = gloryTotal(s.players[seat]);
      s.players[seat].influence += influence;
      return resolved(seat, e, c, { influence });
    },
  },
  activate_fleet_power: {
    choices: (s, seat) => (s.players[seat].fleetPower.inactive > 0 ? PLAIN : []),
    resolve: (s, seat, e, c) => resolved(seat, e, c, { count: activate(s.players[seat], (e.count as number | undefined) ?? 1) }),
  },
  gain_trade_token: {
    // The windfall of the token's space; the one to its left only with Trade Nexus (rules addendum A14: the published
    // rules make the digest's "this space or the one to its left" that Technology's ability).
    choices: (s, seat) => {
      const from = tradeTokenSource(s);
      if (from < 0) return [];
      return [from + 1, ...(from > 0 && hasTechnology(s.players[seat], 'trade-nexus') ? [from] : [])].flatMap(windfallChoices);
    },
    resolve: (s, seat, e, c) => {
      const from = tradeTokenSource(s);
      s.tradeSpaces[from] -= 1;
      s.players[seat].tradeTokens += 1;
      const { revealed, ...result } = applyWindfall(s, seat, c);
      return { ...resolved(seat, e, c, { ...result, space: from + 1 }), revealed };
    },
  },
  gain_bounty_token: {
    choices: (s) => (s.bountySupply.length > 0 ? PLAIN : []),
    resolve: (s, seat, e, c) => {
      s.players[seat].bountyTokens.push(...s.bountySupply.splice(0, (e.count as number | undefined) ?? 1));
      return { ...resolved(seat, e, c), revealed: true };
    },
  },
};
