/**
 * A Focus-turn effect in words: its op (the data's effect primitives) and the player's choice for it (the flat bag of
 * parameters of `effectChoiceSchema`). Shared by the move labels (resolve-effect) and the log (effect-resolved).
 */
import { agendaTypeName, amountsWords, cardName, fleetName, guildName, installationName, listWords, placeName, resourceName, sectorName, trackName } from './names';

/** Every primitive of the data's effect structure (the words test checks the list against the schema). */
export const OP_WORDS: Record<string, string> = {
  invade: 'Invade',
  regroup: 'Regroup',
  gain_agenda: 'Gain an Agenda',
  move_corruption: 'Move a Corruption',
  remove_corruption: 'Remove a Corruption',
  increase_pure_population: 'Increase a Pure Population',
  establish_guild: 'Establish a Guild',
  build_installation: 'Build an Installation',
  gain_trade_token: 'Gain a Trade token',
  gain_bounty_token: 'Gain a Bounty token',
  upgrade_glory_token: 'Upgrade a Glory token',
  gain_technology: 'Gain a Technology',
  deploy_fleet_power: 'Deploy Fleet Power',
  deploy_per_shipyard: 'Deploy at a Shipyard',
  activate_fleet_power: 'Activate Fleet Power',
  produce: 'Produce',
  produce_types_of_choice: 'Produce',
  gain_resources: 'Gain resources',
  gain_resources_of_choice: 'Gain resources',
  gain_influence: 'Gain Influence',
  gain_influence_per: 'Gain Influence',
  gain_resources_per: 'Gain resources',
  gain_per: 'Gain',
  gain_influence_equal_to_total_glory: 'Gain Influence equal to your Glory',
  advance_track: 'Advance on a Civilization track',
  advance_again_same_track: 'Advance again on the same track',
  peek_galactic_events: 'Look at the next Galactic Events',
  preferred_focus_action: 'Take a Preferred Focus action',
  remove_harbinger: 'Remove a Harbinger',
  discard_crisis: 'Discard a Crisis',
  remove_crisis: 'Remove a Crisis',
  remove_voidborn_fleet_power: 'Remove Voidborn Fleet Power',
  build_safe_haven_level: 'Build a Safe Haven level',
  evaluate_agenda: 'Score an Agenda',
  place_and_resolve_reclaim_token: 'Place and resolve a Reclaim token',
  repeat: 'Repeat',
  none: 'Nothing',
  /** Only in a Galactic objective's reward. */
  gain_glory_token: 'Gain a Glory token',
  /** improved Trade Nexus' bonus. */
  gain_trade_token_without_bonus: 'Gain a Trade token without its windfall',
};

/** An op nobody gave words yet reads as a sentence made of its words, never as the raw op. */
export function opWords(op: unknown): string {
  if (typeof op !== 'string') return 'An effect';
  if (Object.prototype.hasOwnProperty.call(OP_WORDS, op)) return OP_WORDS[op];
  const text = op.replace(/[_-]+/g, ' ').trim();
  return text ? `${text[0].toUpperCase()}${text.slice(1)}` : 'An effect';
}

type Choice = Record<string, unknown>;

/** What the player chose, in words, e.g. "Food and Energy", "on Society", "in B2". */
export function choiceWords(choice: unknown): string {
  const c = (choice ?? {}) as Choice;
  const parts: string[] = [];
  if (Array.isArray(c.resources)) parts.push(listWords(c.resources.map(resourceName)));
  if (c.track !== undefined) parts.push(`on ${trackName(c.track)}`);
  if (typeof c.value === 'number') parts.push(`the Glory token of ${c.value}`);
  if (c.agendaType !== undefined) parts.push(`a ${agendaTypeName(c.agendaType)} Agenda${c.deck === true ? ' from its deck' : c.deck === false ? ' from the offer' : ''}`);
  if (typeof c.bonus === 'number') parts.push(`the windfall of Trade space ${c.bonus}`);
  if (c.guild !== undefined) parts.push(guildName(c.guild));
  if (c.installation !== undefined) parts.push(installationName(c.installation));
  if (c.fleet !== undefined) parts.push(fleetName(c.fleet));
  if (c.card !== undefined) parts.push(cardName(c.card));
  if (c.from !== undefined) parts.push(`from ${placeName(c.from)}`);
  if (c.to !== undefined) parts.push(`to ${placeName(c.to)}`);
  if (typeof c.sector === 'string') parts.push(c.target !== undefined ? `from ${sectorName(c.sector)}` : `in ${sectorName(c.sector)}`);
  if (typeof c.target === 'string') parts.push(`into ${sectorName(c.target)}`);
  if (c.pay !== undefined) parts.push(`paying ${amountsWords(c.pay)}`);
  if (Array.isArray(c.fleets)) parts.push(listWords(c.fleets.map((f: { sector?: string; fleet?: string }) => `${fleetName(f.fleet)} from ${sectorName(f.sector)}`)));
  return parts.join(' ');
}

/** "Produce: Food and Energy"; just "Produce" when nothing is chosen. */
export function effectWords(op: unknown, choice: unknown): string {
  const c = (choice ?? {}) as Choice;
  if (op === 'invade' && typeof c.sector === 'string' && Object.keys(c).length === 1) return `Invade ${sectorName(c.sector)}`;
  // Sentries: a build replaced by a Sentry deployment.
  if (op === 'build_installation' && c.fleet !== undefined) return `Deploy a ${fleetName(c.fleet)} ${choiceWords({ ...c, fleet: undefined })} instead of building`;
  const chosen = choiceWords(choice);
  return chosen ? `${opWords(op)}: ${chosen}` : opWords(op);
}
