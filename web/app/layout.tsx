import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { currentUser } from '../lib/session';
import { isLocalStack } from '../lib/local-stack';
import { signOut } from './sign-in/actions';
import './globals.css';

export const metadata: Metadata = { title: { default: 'Heavy async', template: '%s · Heavy async' } };
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The sign-in and caught-mail pages must still render when the service is down: the page itself reports it.
  const me = await currentUser().catch(() => null);
  return (
    <html lang="en">
      <body>
        <a className="skip" href="#main">
          Skip to content
        </a>
        <header className="site-header">
          <Link href="/" className="brand">
            Heavy async
          </Link>
          <nav aria-label="Main">
            {me && <Link href="/">My games</Link>}
            {me && <Link href="/new">New game</Link>}
            {me && <Link href="/settings">Settings</Link>}
            {isLocalStack() && <Link href="/dev/mail">Caught mail</Link>}
          </nav>
          {me && (
            <form action={signOut} className="who">
              <span>{me.displayName}</span>
              <button type="submit" className="link-button">
                Sign out
              </button>
            </form>
          )}
        </header>
        <main id="main">{children}</main>
      </body>
    </html>
  );
}
