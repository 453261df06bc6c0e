import type { Metadata } from 'next';
import { z } from 'zod';
import { safeNext } from '../../lib/safe-next';
import { requireUser } from '../../lib/session';
import { WelcomeForm } from './welcome-form';

const welcomeQuery = z.object({ next: z.string().optional() });

export const metadata: Metadata = { title: 'Welcome' };

/** After the first sign-in: a new account starts with a neutral name ("Player 4821"); here the player picks their own. */
export default async function WelcomePage({ searchParams }: { searchParams: Promise<Record<string, string | string[]>> }) {
  const query = welcomeQuery.safeParse(await searchParams);
  const next = safeNext(query.success ? query.data.next : undefined);
  const me = await requireUser(`/welcome?next=${encodeURIComponent(next)}`);
  return (
    <section className="panel" style={{ maxWidth: 520 }}>
      <h1>Welcome</h1>
      <p className="muted">
        Co-players and spectators see this name at your tables. Until you choose one, you are “{me.displayName}”. You can change
        it later in your settings.
      </p>
      <WelcomeForm next={next} current={me.displayName} />
    </section>
  );
}
