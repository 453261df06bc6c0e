/**
 * Effects on sectors (rules addendum A8): establish a Guild, build an Installation, increase a Pure Population; the
 * Technology abilities these trigger (tech-triggers.ts) open as further effect groups.
 */
import { guildSchema, installationSchema, type Guild, type Installation } from '../data/schema';
import { buildInstallation, establishGuild, growableSectors, guildSectors, installationProblem } from '../rules/sectors';
import { deploy } from '../rules/fleets';
import { payDeploymentToll } from '../rules/frames/lasting';
import { onGuildEstablished, onPopulationIncreased, sentryInsteadOfBuild, sentryWithBuild } from './tech-triggers';
import { placeAllowed, type EffectChoice, type EffectFamily, type Primitive, type Resolution } from './types';

const done = (seat: number, e: Primitive, c: EffectChoice): Resolution => ({ events: [{ type: 'effect-resolved', seat, op: e.op, choice: c }] });

export const sectorEffects: Record<string, EffectFamily> = {
  establish_guild: {
    choices: (s, seat, e, ctx) => {
      const guilds: readonly Guild[] = e.guild && e.guild !== 'any' ? [e.guild as Guild] : guildSchema.options;
      return guildSectors(s, seat).filter((sector) => placeAllowed(e, ctx.location, sector)).flatMap((sector) => guilds.map((guild) => ({ sector, guild })));
    },
    resolve: (s, seat, e, c) => {
      establishGuild(s, c.sector!, c.guild!);
      return { ...done(seat, e, c), triggered: onGuildEstablished(s, seat, c.guild!) };
    },
  },
  build_installation: {
    choices: (s, seat, e, ctx) => {
      const kinds: readonly Installation[] = e.installation ? [e.installation as Installation] : installationSchema.options;
      const sectors = Object.keys(s.sectors).filter((sector) => placeAllowed(e, ctx.location, sector));
      return [
        ...sectors.flatMap((sector) => kinds.filter((k) => installationProblem(s, seat, sector, k) === null).map((installation) => ({ sector, installation }))),
        ...sentryInsteadOfBuild(s, seat, sectors),
      ];
    },
    resolve: (s, seat, e, c) => {
      if (c.fleet === 'sentry') {
        deploy(s, seat, c.sector!, 'sentry');
        payDeploymentToll(s, seat, c);
        return done(seat, e, c);
      }
      buildInstallation(s, c.sector!, c.installation!);
      return { ...done(seat, e, c), triggered: sentryWithBuild(s, seat, c.sector!) };
    },
  },
  increase_pure_population: {
    // `different`: "up to two different sectors", so a sector already grown in this action is not offered again.
    choices: (s, seat, e, ctx) => growableSectors(s, seat)
      .filter((sector) => placeAllowed(e, ctx.location, sector))
      // improved Ark Ships' Technology action grows the Home Sector only.
      .filter((sector) => e.where !== 'home_sector' || sector === s.map.starts[seat].home)
      .filter((sector) => !e.different || !ctx.earlier.some((x) => x.op === e.op && x.choice.sector === sector))
      .map((sector) => ({ sector })),
    resolve: (s, seat, e, c) => {
      s.sectors[c.sector!].population! += 1;
      return { ...done(seat, e, c), triggered: onPopulationIncreased(s, seat, c.sector!) };
    },
  },
};
