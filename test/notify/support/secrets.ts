import { expect } from 'vitest';
import type { NotifyStack } from './notify-stack';

/**
 * Checks every mail and webhook body that arrived since the marks against the game's declared secrets for the
 * recipient's seat, at the state the notifications were built from. Returns the new marks.
 */
export async function expectNoSecretsSince(
  stack: NotifyStack,
  gameId: string,
  players: Array<{ email: string; receiver: { received: Array<{ body: string }> } | null }>,
  marks: { mail: number; hooks: number[] },
) {
  const { game, state } = await stack.service.internalState(gameId);
  let checked = 0;
  for (const [seat, p] of players.entries()) {
    const secrets = game.secrets(state!, seat) as string[];
    const mails = stack.catcher.messages.slice(marks.mail).filter((m) => m.to.includes(p.email));
    const hooks = p.receiver ? p.receiver.received.slice(marks.hooks[seat]) : [];
    for (const body of [...mails.map((m) => `${m.subject}\n${m.text}\n${m.html}`), ...hooks.map((h) => h.body)]) {
      for (const secret of secrets) expect(body, `a message to seat ${seat}`).not.toContain(secret);
      checked++;
    }
  }
  return { checked, marks: { mail: stack.catcher.messages.length, hooks: players.map((p) => p.receiver?.received.length ?? 0) } };
}
