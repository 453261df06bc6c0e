import { describe, expect, it } from 'vitest';
import { galacticEvents } from '../../../shared/games/voidfall/data';
import { upkeepAndObjectives } from '../../../shared/games/voidfall/flow/evaluation';
import { legalMoves } from '../../../shared/games/voidfall/legal-moves';
import { prompts } from '../../../shared/games/voidfall/prompts';
import { objectiveFixture } from '../../../shared/games/voidfall/rules/objective-fixture';
import type { VoidfallState } from '../../../shared/games/voidfall/state';
import { play } from '../../../shared/games/voidfall/testing';
import { view } from '../../../shared/games/voidfall/view';
import { boardChoices, isBoardMove, sectorKey } from './board-choices';
import { moveLabel } from './move-labels';
import { namesFor } from './names';
import { promptKindWords } from './prompt-words';
import { rawWords } from './testing/raw-words';
import { seatsFor } from './testing/self-played';

const inSector = (place: unknown) => (place as { kind?: string } | undefined)?.kind === 'sector';
const aimed = (c: { sector?: string; from?: unknown; to?: unknown }) => c.sector !== undefined || inSector(c.from) || inSector(c.to);

/** Evaluation step 3 of `event` on the objectives' fixture (in the Cycle 3 place), every choice labelled, time-outs played. */
function objectivesPlayed(event: string): { labels: string[]; kinds: string[]; onGalaxy: number } {
  const f = objectiveFixture();
  let s: VoidfallState = f.s;
  Object.assign(s, { cycle: 3, phase: 'evaluation', events: ['event-c1-a', 'event-c2-a', event], turnOrder: [0, 1] });
  upkeepAndObjectives(s);
  const out = { labels: [] as string[], kinds: [] as string[], onGalaxy: 0 };
  for (let i = 0; i < 30 && prompts(s).length > 0; i++) {
    const { seat, kind, timeoutMove } = prompts(s)[0];
    const moves = legalMoves(s, seat);
    const names = namesFor(seat, seatsFor(2, seat));
    out.kinds.push(kind);
    out.labels.push(...moves.map((m) => moveLabel(m, view(s, seat), names) ?? ''));
    const choices = boardChoices(moves, view(s, seat), names);
    out.onGalaxy += moves.filter((m) => m.type === 'objective-reward' && typeof m.choice.sector === 'string' && choices.get(sectorKey(m.choice.sector))?.some((c) => c.move === m)).length;
    // A reward choice aimed at no sector (a track, a Technology, a type, an Agenda, a Corruption off the galaxy) stays in the decision bar.
    expect(moves.filter((m) => m.type === 'objective-reward' && !aimed(m.choice)).filter(isBoardMove)).toEqual([]);
    s = play(s, seat, timeoutMove as never);
  }
  return out;
}

describe('Voidfall Galactic objective choices in words and on the galaxy', () => {
  it.each(galacticEvents.filter((e) => !e.tutorial).map((e) => e.id))('given event %s, then every objective choice and reward choice reads in game words', (event) => {
    const { labels, kinds } = objectivesPlayed(event);
    expect(labels.filter((l) => l === '' || /^(Choose|Objective reward|Choose objective)/.test(l))).toEqual([]);
    expect(rawWords(labels)).toEqual([]);
    expect(kinds.filter((k) => promptKindWords(k) === null)).toEqual([]);
  });

  it('given a Population to increase (event C1-F), then each sector choice is offered by a click on that sector', () => {
    const { labels, onGalaxy } = objectivesPlayed('event-c1-f');
    expect(onGalaxy).toBeGreaterThan(0);
    expect(labels).toContainEqual(expect.stringMatching(/^Increase a Pure Population: in [A-Z]\d+$/));
    expect(labels).toContainEqual(expect.stringMatching(/^Take the objective: If your sectors generate 3 or more Upkeep/));
  });
});
