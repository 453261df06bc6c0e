import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { api } from '../../../lib/api';
import { CaughtMailList, linkify, normalizeMail } from '../../../lib/caught-mail';
import { isLocalStack } from '../../../lib/local-stack';

export const metadata: Metadata = { title: 'Caught mail' };

/** Locally, every email the service sends is caught instead of delivered; this page lists them (no sign-in needed). */
export default async function CaughtMailPage() {
  if (!isLocalStack()) notFound();
  const mails = normalizeMail(await api('/dev/mail', CaughtMailList));
  return (
    <section className="panel">
      <h1>Caught mail</h1>
      <p className="muted small">The local stack delivers no email: what it would have sent is here, newest first.</p>
      {mails.length === 0 && <p>No mail yet.</p>}
      <ol className="plain mails">
        {mails.map((mail) => (
          <li key={mail.key} className="mail">
            <h2 className="mail-subject">{mail.subject}</h2>
            <p className="small muted">
              To {mail.to} · {mail.at.replace('T', ' ').slice(0, 19)}
            </p>
            <p className="mail-text">
              {linkify(mail.text).map((part, i) =>
                part.href ? (
                  <a key={i} href={part.href}>
                    {part.text}
                  </a>
                ) : (
                  <span key={i}>{part.text}</span>
                ),
              )}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
