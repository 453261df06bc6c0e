/** Hidden information in play (digest §7): objectives (the removed one for ever), drawn cards, token backs. */
import { describe, expect, it } from 'vitest';
import { nemesisRetaliation } from '../index';
import { secrets, view } from '../view';
import { given, when } from '../testing/given';

describe('Secrets in play', () => {
  it('given an objective chosen, then both cards stay out of the other seat\'s view and the cards drawn are named only to the drawer', () => {
    const s = given();
    const [kept, removed] = s.players[0].objectives;
    const { state, events } = when(s, 0, { type: 'choose-objective', keep: kept });
    const other = JSON.stringify(view(state, 1));
    expect(other).not.toContain(kept);
    expect(other).not.toContain(removed);
    expect(secrets(state, 1)).toEqual(expect.arrayContaining([kept, removed]));
    expect(view(state, 0).me?.chosenObjective).toBe(kept);
    expect(view(state, 1).players[0].objectiveChosen).toBe(true);
    const drawn = events.find((e) => e.type === 'cards-drawn')!;
    expect(nemesisRetaliation.redact(drawn, 1)).toEqual({ type: 'cards-drawn', seat: 0, count: 3 });
    expect((nemesisRetaliation.redact(drawn, 0) as { cards: string[] }).cards).toHaveLength(3);
  });

  it('given intruders on the map, then their ids are miniature ids that name no bag token', () => {
    const s = given({ intruders: [{ type: 'adult', where: 'landing-zone' }] });
    const json = JSON.stringify(view(s, 'spectator'));
    for (const token of [...s.bag, ...Object.values(s.tokenPiles).flat()]) expect(json).not.toContain(`"${token}"`);
  });
});
