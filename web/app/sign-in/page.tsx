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
          {query.data.error}
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
