/** Just enough MIME to read back what nodemailer sends: headers, multipart/alternative, quoted-printable, base64, encoded words. */
export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

function splitHead(raw: string): { head: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const headText = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const head: Record<string, string> = {};
  for (const line of headText.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) head[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { head, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** RFC 2047 encoded words, e.g. `=?UTF-8?Q?High_Card_=C2=B7_x?=`. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function collect(raw: string, out: { text: string; html: string }): void {
  const { head, body } = splitHead(raw);
  const type = head['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      collect(part.replace(/^\r?\n/, ''), out);
    }
    return;
  }
  const decoded = decodeBody(body, head['content-transfer-encoding']).replace(/\r\n/g, '\n');
  if (/^text\/html/i.test(type)) out.html += decoded;
  else out.text += decoded;
}

export function parseMail(raw: string): ParsedMail {
  const { head } = splitHead(raw);
  const out = { text: '', html: '' };
  collect(raw, out);
  return { headers: head, subject: decodeWords(head.subject ?? ''), text: out.text, html: out.html };
}
