/** Each Voidfall move in words, from the seat's view: the decision bar's buttons and the board's choice lists. */
import { focusCardOf } from '../../../shared/games/voidfall/data';
import { techActionDef } from '../../../shared/games/voidfall/effects/tech-actions';
import { objectiveChoices } from '../../../shared/games/voidfall/rules/galactic-objectives';
import type { VoidfallView } from '../../../shared/games/voidfall/view';
import { choiceWords, effectWords } from './effect-words';
import { frameChoiceWords } from './frame-words';
import { agendaTypeName, amountsWords, cardName, fleetName, houseName, installationName, placeName, sectorName, slotName, tokenName, type Names } from './names';

type Move = Record<string, unknown> & { type: string };
type Words = (m: Move, view: VoidfallView, names: Names) => string;

/** The name of an action of the turn: the Focus card's action at its position, or the played Agenda's action. */
export function actionName(view: VoidfallView, action: unknown): string {
  const turn = view.focusTurn;
  if (action === 'agenda') return turn?.agenda ? `the action of ${cardName(turn.agenda)}` : 'the Agenda’s action';
  // A Technology action (`tech-…`): named by its Technology.
  const tech = typeof action === 'string' ? techActionDef(action) : null;
  if (tech) return `the ${tech.name} action`;
  const position = typeof action === 'string' ? Number(action.slice(-1)) : NaN;
  const focus = turn?.focus?.split('@')[0];
  try {
    return focus && position >= 1 && position <= 3 ? focusCardOf(focus).actions[position - 1].name : 'an action';
  } catch {
    return 'an action';
  }
}

/** How a cost is paid, when the player chooses: the cube recalled, where a gained Corruption goes, the Agenda discarded. */
export function costWords(m: Move): string {
  const parts: string[] = [];
  if (m.pay && typeof m.pay === 'object') parts.push(`paying ${amountsWords(m.pay)}`);
  const recall = m.recall as { sector?: string; fleet?: string } | undefined;
  if (recall) parts.push(`recalling a ${fleetName(recall.fleet)} from ${sectorName(recall.sector)}`);
  if (m.corruption) parts.push(`a Corruption on ${placeName(m.corruption)}`);
  if (typeof m.agendaSlot === 'number') parts.push(`discarding the Agenda in slot ${m.agendaSlot}`);
  const destroy = m.destroy as { sector?: string; installation?: string } | undefined;
  if (destroy) parts.push(`destroying the ${installationName(destroy.installation)} in ${sectorName(destroy.sector)}`);
  if (typeof m.decrease === 'string') parts.push(`decreasing the Population of ${sectorName(m.decrease)}`);
  if (typeof m.token === 'string') parts.push(`discarding your ${tokenName(m.token)}`);
  return parts.length > 0 ? `, ${parts.join(', ')}` : '';
}

/** The words of a Galactic objective choice of the Cycle's event (its lines, taken together). */
function objectiveText(view: VoidfallView, index: unknown): string {
  const event = view.events[view.cycle - 1];
  const lines = event ? objectiveChoices(event)[Number(index)] : undefined;
  return lines ? lines.join(' ') : 'one of the objectives';
}

/** The effect a resolve-effect move names, read from the action in progress. */
function effectOp(view: VoidfallView, m: Move): unknown {
  const group = view.focusTurn?.pending?.groups[m.group as number];
  return group?.effects[m.index as number]?.op;
}

export const MOVE_WORDS: Record<string, Words> = {
  'choose-house': (m) => `Take House ${houseName(m.house)} with Origin ${String(m.origin)}`,
  'gain-agenda': (m) => (m.from === 'deck' ? `Draw two ${agendaTypeName(m.agendaType)} Agendas and keep one` : `Take the ${agendaTypeName(m.agendaType)} Agenda of the offer`),
  'keep-agenda': (m) => `Keep ${cardName(m.card)}`,
  'upgrade-glory': (m) => `Upgrade your Glory token of ${Number(m.value)} to ${Number(m.value) + 1}`,
  'remove-corruption': (m) => `Remove the Corruption from ${placeName(m.from)}`,
  'move-corruption': (m) => `Move the Corruption from ${placeName(m.from)} to ${placeName(m.to)}`,
  'preselect-focus': (m) => `Pick ${cardName(m.card)} face down`,
  'select-focus': (m) => (m.agenda ? `Play ${cardName(m.card)} with ${cardName(m.agenda)}` : `Play ${cardName(m.card)}`),
  'flip-trade-token': (m) => (m.from === 'held' ? 'Flip a held Trade token for a third action' : `Flip the Trade token on ${slotName(m.from)} for a third action`),
  'take-action': (m, view) => `Take ${actionName(view, m.action)}${costWords(m)}`,
  'resolve-effect': (m, view) => effectWords(effectOp(view, m), m.choice),
  'end-action': () => 'End this action',
  'order-peek': (m) => `Put ${cardName(m.top)} back on top`,
  'invasion-add': (m) => `Move a ${fleetName(m.fleet)} from ${sectorName(m.sector)} into the invasion`,
  'invasion-launch': () => 'Launch the invasion',
  'invasion-bombard': (m) => `Bombard: spend ${amountsWords(m.pay ?? { materials: 3 })} for 1 ${m.absorption === 'approach' ? 'Approach' : 'Salvo'} Absorption in this Combat`,
  'use-token': (m) => {
    const chosen = choiceWords(m.choice);
    return `Use your ${tokenName(m.token)}${chosen ? `: ${chosen}` : ''}`;
  },
  'choose-skirmish-sector': (m) => `Let the Voidborn strike ${sectorName(m.sector)}`,
  'resolve-frame': (m, view) => frameChoiceWords(view, m.choice),
  'choose-objective': (m, view) => `Take the objective: ${objectiveText(view, m.objective)}`,
  'objective-reward': (m, view) => effectWords(view.objectiveStep?.reward?.[m.group as number]?.effects[m.index as number]?.op, m.choice),
  'end-objective-reward': () => 'Leave the rest of the objective’s reward',
  'choose-damage': (m) => `Recall a ${fleetName(m.fleet)} for the Damage`,
  'replicator-toll': (m) => (m.toll === 'decline' ? 'Do not deploy with Combat Replicators'
    : `Deploy 1 Fleet Power with Combat Replicators, ${m.toll === 'material' ? 'spending 1 Material' : `gaining a Corruption on ${placeName(m.toll)}`} for the Galactic Event's toll`),
  'discard-glory': (m) => `Discard your Glory token of ${Number(m.value)}`,
  'pay-upkeep': (m) => `Pay your Upkeep with ${amountsWords(m.payment)}`,
  'undo-action': () => 'Take back the last action',
  'end-turn': (m) => (m.agendaSlot === null ? 'End your turn' : `End your turn, the Agenda going to slot ${Number(m.agendaSlot)}`),
};

/** Any move in words; a kind without words yet reads as its kind made into words (the words test forbids that). */
export function moveLabel(move: unknown, view: VoidfallView, names: Names): string | null {
  const m = move as Move;
  if (typeof m?.type !== 'string') return null;
  if (Object.prototype.hasOwnProperty.call(MOVE_WORDS, m.type)) return MOVE_WORDS[m.type](m, view, names);
  const text = m.type.replace(/-/g, ' ');
  return `${text[0].toUpperCase()}${text.slice(1)}`;
}
