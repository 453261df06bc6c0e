import { describe, expect, it } from 'vitest';
import { CaughtMailList, linkify, normalizeMail, siteLink } from './caught-mail';

describe('caught mail', () => {
  it('given a sign-in link of the API, when shown, then it opens through the site with its token and destination', () => {
    expect(siteLink('http://127.0.0.1:8787/api/v1/auth/verify?token=abc123&next=%2Fjoin%2Fg1')).toBe('/auth/verify?token=abc123&next=%2Fjoin%2Fg1');
  });
  it('given any other link, when shown, then it is left alone', () => {
    expect(siteLink('http://127.0.0.1:3000/games/g1')).toBe('http://127.0.0.1:3000/games/g1');
  });
  it('given text with a link, when split, then the link is its own part', () => {
    expect(linkify('Open http://x.test/games/1 now.')).toEqual([
      { text: 'Open ' },
      { text: 'http://x.test/games/1', href: 'http://x.test/games/1' },
      { text: ' now.' },
    ]);
  });
  it('given mails wrapped in an object, when normalized, then the newest comes first', () => {
    const list = CaughtMailList.parse({
      mails: [
        { to: ['a@x.test'], subject: 'old', text: 'a', at: '2026-11-22T10:00:00Z' },
        { to: 'b@x.test', subject: 'new', html: '<p>b</p>', at: '2026-11-22T11:00:00Z' },
      ],
    });
    expect(normalizeMail(list).map((m) => [m.subject, m.to, m.text.trim()])).toEqual([
      ['new', 'b@x.test', 'b'],
      ['old', 'a@x.test', 'a'],
    ]);
  });
});
