import type { Notice } from '../notice';
import { bodyLines, gameLabel, headline, linkLabel, mainLink } from './phrases';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The email for one notice: a subject naming the game and what is awaited, plain text and simple HTML with the
 * same content, a one-click link to the seat (or the history) and an unsubscribe link that works without signing in.
 */
export function renderEmail(notice: Notice, recipientName: string, unsubscribeUrl: string): RenderedEmail {
  const subject = headline(notice);
  const lines = bodyLines(notice);
  const link = mainLink(notice);
  const text = [
    `Hello ${recipientName},`,
    '',
    `${headline(notice)}.`,
    ...lines,
    '',
    `${linkLabel(notice)}: ${link}`,
    '',
    '--',
    `You receive this because email notifications are on for ${gameLabel(notice)}.`,
    `Stop these emails (no sign-in needed): ${unsubscribeUrl}`,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.4">',
    `<p>Hello ${escapeHtml(recipientName)},</p>`,
    `<p><strong>${escapeHtml(headline(notice))}.</strong></p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel(notice))}</a></p>`,
    `<hr><p style="font-size:small;color:#666">You receive this because email notifications are on. `,
    `<a href="${escapeHtml(unsubscribeUrl)}">Stop these emails</a> (no sign-in needed).</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
