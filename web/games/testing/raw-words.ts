/**
 * The raw-words check every board's words tests share: the text a player reads in static HTML, the patterns no game
 * may show (`null`, true/false or yes/no flags, `[object Object]`, seats by number), and a finder built from a game's
 * own patterns (its engine ids and code words).
 */

const decode = (s: string) => s.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The text a player reads or hears in static HTML: text between tags and the labels, titles and alt texts of elements. */
export function readableText(html: string): string[] {
  const labels = [...html.matchAll(/\s(?:aria-label|title|alt)="([^"]*)"/g)].map((m) => decode(m[1]));
  const text = decode(html.replace(/<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]*>/g, '\n'))
    .split('\n')
    .map((t) => t.trim())
    .filter(Boolean);
  return [...text, ...labels];
}

/** What no game's player may read, whatever the game. */
const COMMON_PATTERNS: RegExp[] = [
  /\b(null|undefined|NaN|true|false)\b/,
  /:\s*(yes|no)\b/i,
  /\[object Object\]/,
  // Seats by number ("Scores by seat: 1: 0"): players read names.
  /\bseats?\b[^A-Za-z]*\d/i,
];

/** A pattern matching any of `words` as a whole word (hyphens and digits count as word characters). */
export function anyWord(words: Iterable<string>): RegExp {
  const escaped = [...new Set(words)].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(^|[^A-Za-z0-9-])(${escaped.join('|')})(?![A-Za-z0-9-])`);
}

/** The finder for one game: each piece of text holding a raw word, with the pattern it matched. */
export function rawWordsFinder(gamePatterns: RegExp[]): (texts: string[]) => string[] {
  const patterns = [...gamePatterns, ...COMMON_PATTERNS];
  return (texts) =>
    texts.flatMap((t) => {
      const hit = patterns.find((re) => re.test(t));
      return hit ? [`${t}  ← ${hit.source.slice(0, 40)}`] : [];
    });
}
