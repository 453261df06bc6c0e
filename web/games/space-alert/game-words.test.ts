/**
 * A whole self-played Space Alert game (fixed seeds) read the way players read it: the board each seat sees in every
 * planning window, the labels of every legal move, every log line as each seat sees it, and the mails and webhook
 * bodies of the turn and end notices. None of it may show an id, an enum value, `null` or a yes/no flag.
 */
import { describe, expect, it, vi } from 'vitest';
import { renderEmail } from '../../../functions/notify/templates/email';
import { renderWebhookBody } from '../../../functions/notify/templates/webhook-body';
import type { Notice } from '../../../functions/notify/notice';
import { randomStep } from '../../../shared/engine/bot';
import { applyMove, setupGame } from '../../../shared/engine/kernel';
import { Rng } from '../../../shared/engine/rng';
import { spaceAlert } from '../../../shared/games/space-alert';
import { MISSIONS } from '../../../shared/games/space-alert/data';
import { moveSchema } from '../../../shared/games/space-alert/moves';
import type { SpaceAlertState } from '../../../shared/games/space-alert/state';
import { eventLabel } from './event-labels';
import { moveLabel } from './move-labels';
import { renderBoard, seatsOf } from './testing-render';

vi.mock('../../app/games/[id]/actions', () => ({ submitMove: vi.fn() }));

/** What a player reads in a page: its text and the words of aria-label, title and alt (not class names or element ids). */
function readable(html: string): string {
  const attrs = [...html.matchAll(/\s(?:aria-label|title|alt)="([^"]*)"/g)].map((m) => m[1]);
  const text = html.replace(/<title>(.*?)<\/title>/g, ' $1 ').replace(/<[^>]+>/g, ' ');
  return `${text}\n${attrs.join('\n')}`.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

const ENUM_WORDS = [
  ...moveSchema.options.map((o) => o.shape.type.value).filter((t) => t.includes('-')),
  ...MISSIONS.map((m) => m.id),
  'rockets_on_ship',
  'sudden-death',
  'final-frenzy',
];

/** The raw things a player must never read, each with a pattern; returns the names of those found with their context. */
function machineWords(text: string): string[] {
  const patterns: Array<[string, RegExp]> = [
    ['action card id', /\b(ac|hc)-\d+/],
    ['threat id', /\bS?[EI]\d-\d\d\b/],
    ['damage tile id', /\btile-(red|white|blue)-\d/],
    ['null or undefined', /\b(null|undefined|NaN)\b|\[object /],
    ['boolean', /\b(true|false)\b/],
    ['yes/no flag', /\b(yes|no)\s*([,.;)]|$)/m],
    ['seat number instead of a name', /\bSeat \d\b/],
    ['snake_case value', /\b[a-z]+_[a-z_]+\b/],
    ...ENUM_WORDS.map((w): [string, RegExp] => [`enum value ${w}`, new RegExp(`\\b${w}\\b`)]),
  ];
  return patterns.flatMap(([name, re]) => {
    const m = re.exec(text);
    return m ? [`${name}: …${text.slice(Math.max(0, m.index - 60), m.index + 40).replace(/\s+/g, ' ')}…`] : [];
  });
}

function notice(over: Partial<Notice>): Notice {
  return {
    type: 'your-turn',
    gameId: 'g-test',
    gameType: 'space-alert',
    gameTitle: 'Space Alert',
    tableName: 'Friday crew',
    seat: 0,
    seq: 1,
    at: Date.UTC(2026, 10, 20, 9, 30),
    url: 'http://127.0.0.1:3000/games/g-test',
    awaited: null,
    ...over,
  };
}

function noticeTexts(n: Notice): string[] {
  const mail = renderEmail(n, 'Ann', 'http://127.0.0.1:3000/unsubscribe');
  const json = renderWebhookBody(n, 'json') as { summary: string; awaited: { message: string } | null; result?: { reason: string } };
  return [
    mail.subject,
    mail.text,
    readable(mail.html),
    (renderWebhookBody(n, 'discord') as { content: string }).content,
    (renderWebhookBody(n, 'slack') as { text: string }).text,
    [json.summary, json.awaited?.message ?? '', json.result?.reason ?? ''].join('\n'),
  ];
}

const ZONES = ['red', 'white', 'blue', 'internal', null] as const;

/** Now and then a planning seat watches a zone or stands ready for the rest of its phase, as players will. */
function pacingStep(s: SpaceAlertState, n: number): { seat: number; move: unknown } | null {
  if (s.status !== 'planning' || n % 5 !== 0) return null;
  const seat = s.ready.findIndex((r) => !r);
  if (seat < 0) return null;
  return { seat, move: n % 10 === 0 ? { type: 'watch', zone: ZONES[(n / 10) % ZONES.length] } : { type: 'ready-phase' } };
}

interface Found {
  where: string;
  problems: string[];
}

function walk(seed: string, players: number, config: Record<string, unknown>): { found: Found[]; finished: boolean; checked: number } {
  const setup = setupGame<SpaceAlertState>(spaceAlert, { config, seats: players, seed, startedAt: 0 });
  if (!setup.ok) throw new Error(setup.error.message);
  let s = setup.state;
  const seats = seatsOf(players);
  const rng = Rng.fromSeed(`words:${seed}`);
  const found: Found[] = [];
  let checked = 0;
  const check = (where: string, text: string) => {
    checked++;
    const problems = machineWords(text);
    // One example of each kind of problem is enough to read the failure.
    const fresh = problems.filter((p) => !found.some((f) => f.problems.some((q) => q.split(':')[0] === p.split(':')[0])));
    if (fresh.length) found.push({ where, problems: fresh });
  };
  const seen = new Set<string>();
  for (let n = 0; n < 3000 && !spaceAlert.outcome(s); n++) {
    // Each seat's board once per planning window (and per transfer or interval), and every notice of who is awaited.
    const moment = `${s.status}:${s.window.index}:${s.campaign.played.length}`;
    if (!seen.has(moment)) {
      seen.add(moment);
      for (let seat = 0; seat < players; seat++) check(`board of seat ${seat} at ${moment}`, readable(renderBoard(s, seat)));
      for (const p of spaceAlert.prompts(s))
        for (const text of noticeTexts(notice({ seat: p.seat, awaited: { kind: p.kind, mode: p.mode, message: p.message, deadline: null } }))) check(`notice to seat ${p.seat} at ${moment}`, text);
    }
    for (let seat = 0; seat < players; seat++) {
      const view = spaceAlert.view(s, seat);
      // The pacing moves are never listed among the bots' moves, so their labels are checked beside them.
      const pacing = [{ type: 'ready-phase' }, { type: 'watch', zone: null }, { type: 'watch', zone: 'internal' }];
      for (const move of [...spaceAlert.legalMoves(s, seat), ...pacing]) check(`move of seat ${seat}: ${JSON.stringify(move)}`, moveLabel(move, view, seats) ?? 'no label: null');
    }
    const step = pacingStep(s, n) ?? randomStep(spaceAlert, s, rng);
    if (!step) break;
    const result = applyMove<SpaceAlertState>(spaceAlert, s, step.seat, step.move, (n + 1) * 1000);
    if (!result.ok) throw new Error(result.error.message);
    s = result.state;
    for (let viewer = 0; viewer < players; viewer++)
      for (const e of result.events) {
        const seen = spaceAlert.redact(e as never, viewer);
        if (seen) check(`log line for seat ${viewer}: ${JSON.stringify(seen)}`, eventLabel(seen, seatsOf(players, viewer)) ?? 'no label: null');
      }
  }
  const outcome = spaceAlert.outcome(s);
  if (outcome) {
    for (let seat = 0; seat < players; seat++) {
      check(`final board of seat ${seat}`, readable(renderBoard(s, seat)));
      check(`history board of seat ${seat}`, readable(renderBoard(s, seat, false)));
      const ended = notice({ type: 'game-ended', seat, result: { outcome, youWon: outcome.winners.includes(seat), historyUrl: 'http://127.0.0.1:3000/games/g-test/history' } });
      for (const text of noticeTexts(ended)) check(`end notice to seat ${seat}`, text);
    }
  }
  return { found, finished: outcome !== null, checked };
}

describe('Space Alert in game words', () => {
  it('given the pattern check, when fed machine words, then it names each of them', () => {
    const bad = 'Card: hc-6 · member 1, android no, slot 3 · E1-03 · null · Seat 1 · first-test-run · rockets_on_ship';
    expect(machineWords(bad).map((p) => p.split(':')[0])).toEqual(
      expect.arrayContaining(['action card id', 'threat id', 'null or undefined', 'yes/no flag', 'seat number instead of a name', 'snake_case value', 'enum value first-test-run']),
    );
    expect(machineWords('Ann placed A / move blue in turn 3 of your board. Communications down: no talking')).toEqual([]);
  });

  it.each([
    ['words-1', 4, {}],
    ['words-2', 2, { fifthMember: true, timePressure: 'budgeted' }],
  ])('given a whole bot game (seed %s, %i players), when every seat reads board, moves, log and notices, then no machine word shows', (seed, players, config) => {
    const { found, finished, checked } = walk(seed, players, config);
    expect(finished).toBe(true);
    expect(checked).toBeGreaterThan(500);
    expect(found.slice(0, 8)).toEqual([]);
  });
});
