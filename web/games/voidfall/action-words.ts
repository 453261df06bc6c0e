/** An action taken, named for the log from its event (the Focus card may be back in hand when the line is read). */
import { cardName } from './names';

export function actionWordsOf(e: Record<string, unknown>): string {
  const name = typeof e.name === 'string' && e.name.length > 0 ? e.name : null;
  if (e.action === 'agenda') return name ? `the ${name}` : 'the Agenda’s action';
  return name ? `the action ${name}` : `an action of ${cardName(e.card)}`;
}
