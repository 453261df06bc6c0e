import { z } from 'zod';

/** A mail as the local mail catcher lists it; field names vary a little, so the common spellings are accepted. */
const RawMail = z
  .object({
    id: z.union([z.string(), z.number()]).optional(),
    to: z.union([z.string(), z.array(z.string())]).optional(),
    from: z.string().optional(),
    subject: z.string().optional(),
    text: z.string().optional(),
    body: z.string().optional(),
    html: z.string().optional(),
    at: z.string().optional(),
    date: z.string().optional(),
    receivedAt: z.string().optional(),
  })
  .loose();

export const CaughtMailList = z
  .union([z.array(RawMail), z.object({ mails: z.array(RawMail) }), z.object({ messages: z.array(RawMail) })])
  .transform((value) => (Array.isArray(value) ? value : 'mails' in value ? value.mails : value.messages));

export interface CaughtMail {
  key: string;
  to: string;
  subject: string;
  at: string;
  text: string;
}

export function normalizeMail(list: z.infer<typeof CaughtMailList>): CaughtMail[] {
  return list
    .map((mail, i) => ({
      key: String(mail.id ?? i),
      to: Array.isArray(mail.to) ? mail.to.join(', ') : (mail.to ?? ''),
      subject: mail.subject ?? '(no subject)',
      at: mail.at ?? mail.receivedAt ?? mail.date ?? '',
      text: mail.text ?? mail.body ?? (mail.html ?? '').replace(/<[^>]+>/g, ' '),
    }))
    .sort((a, b) => b.at.localeCompare(a.at));
}

/** Splits a mail's text into plain parts and links, so links can be drawn as anchors without rendering any HTML. */
export function linkify(text: string): Array<{ text: string; href?: string }> {
  const parts: Array<{ text: string; href?: string }> = [];
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[0], href: siteLink(match[0]) });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** A sign-in link of the API is opened through the site, which keeps the session cookie on its own origin. */
export function siteLink(href: string): string {
  try {
    const url = new URL(href);
    const token = url.searchParams.get('token');
    if (token && url.pathname.endsWith('/auth/verify')) {
      const next = url.searchParams.get('next');
      return `/auth/verify?token=${encodeURIComponent(token)}${next ? `&next=${encodeURIComponent(next)}` : ''}`;
    }
    return href;
  } catch {
    return href;
  }
}
