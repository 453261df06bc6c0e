import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { isLocalStack } from '../../lib/local-stack';
import { safeNext } from '../../lib/safe-next';
import { currentUser } from '../../lib/session';
import { z } from 'zod';
import { SignInForm } from './sign-in-form';

const signInQuery = z.object({ next: z.string().optional(), error: z.string().optional() });

export const metadata: Metadata = { title: 'Sign in' };

/**
 * What a used or expired link leads to (the API and the site's verify route send `?error=`). The sentence is ours, never
 * the query's text, so a crafted address cannot make this page say something else.
 */
const LINK_INVALID = 'That sign-in link has expired or was already used. Ask for a new one below: it works for 15 minutes.';

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[]>> }) {
  const query = signInQuery.safeParse(await searchParams);
  const next = safeNext(query.success ? query.data.next : undefined);
  if (await currentUser()) redirect(next);
  return (
    <section className="panel" style={{ maxWidth: 520 }}>
      <h1>Sign in</h1>
      <p className="muted">No password: we email you a link that signs you in.</p>
      {query.success && query.data.error && (
        <p className="error" role="alert">
          {LINK_INVALID}
        </p>
      )}
      <SignInForm next={next} />
      {isLocalStack() && (
        <p className="small muted">
          Running locally: the email lands in the <Link href="/dev/mail">caught mail</Link>.
        </p>
      )}
    </section>
  );
}
