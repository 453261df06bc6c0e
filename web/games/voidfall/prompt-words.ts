/** What a Voidfall seat is awaited for, in the game's words (the engine's prompt kinds are ids). */
const KINDS: Record<string, string> = {
  'choose-house': 'choosing a House and Origin',
  'keep-agenda': 'keeping one of two Agendas',
  'preselect-focus': 'picking a Focus card face down',
  'select-focus': 'playing a Focus card',
  'end-turn': 'confirming the Focus turn',
  'order-peek': 'ordering two Galactic Events',
  'focus-actions': 'taking Focus actions',
  invasion: 'gathering an invasion',
  'resolve-action': 'resolving an action',
  'skirmish-target': 'choosing where the Voidborn strike',
  'event-frame': 'resolving a Galactic Event frame',
  'combat-damage': 'choosing which Fleet Power a Damage recalls',
  'discard-glory': 'choosing a Glory token to discard',
  'replicator-toll': 'paying a toll on a Combat Replicators deployment',
  'pay-upkeep': 'choosing how to pay Upkeep',
  'choose-objective': 'choosing a Galactic objective',
  'objective-reward': 'resolving a Galactic objective’s reward',
  'set-up-task': 'finishing the Origin’s set-up',
};

export function promptKindWords(kind: string): string | null {
  return Object.prototype.hasOwnProperty.call(KINDS, kind) ? KINDS[kind] : null;
}
