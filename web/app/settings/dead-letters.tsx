import Link from 'next/link';
import { z } from 'zod';
import { api } from '../../lib/api';

const DeadLetters = z.object({
  deadLetters: z.array(
    z.object({
      id: z.string(),
      gameId: z.string(),
      attempts: z.number(),
      lastStatus: z.number().nullable().optional(),
      lastError: z.string().nullable().optional(),
      at: z.string(),
    }),
  ),
});

/** Webhook calls that failed every retry: shown so the player can fix the receiver (nothing when all arrived). */
export async function DeadLetterList() {
  const list = await api('/me/webhook/dead-letters', DeadLetters).catch(() => null);
  if (!list || list.deadLetters.length === 0) return null;
  return (
    <section className="panel" style={{ maxWidth: 720 }} aria-labelledby="dead-letters-heading">
      <h2 id="dead-letters-heading">Webhook calls that did not arrive</h2>
      <ul className="plain tokens">
        {list.deadLetters.map((letter) => (
          <li key={letter.id}>
            <span className="small">
              {letter.at.replace('T', ' ').slice(0, 16)} UTC · <Link href={`/games/${letter.gameId}`}>a game notice</Link> · {letter.attempts} tries ·{' '}
              {letter.lastStatus ? `status ${letter.lastStatus}` : (letter.lastError ?? 'no answer')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
