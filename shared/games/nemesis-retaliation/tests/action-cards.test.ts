/** Action cards built so far: Search (digest §13.1 example 7) and Rest. */
import { describe, expect, it } from 'vitest';
import { itemOfInstance } from '../data';
import { nemesisRetaliation } from '../index';
import { legalMoves } from '../legal-moves';
import { secrets, view } from '../view';
import { given, refusal, when } from '../testing/given';

const B = 'b-r03';

describe('Search (example 7)', () => {
  it('given Life Support Control B (1 green, 1 red icon), when searching, then 1 green and 1 red card are drawn, one kept, the other under its deck unseen', () => {
    const s = given({ rooms: { [B]: 'life-support-control-b' }, players: { 0: { space: B, hand: ['recon--search', 'recon--sprint'] } } });
    const [green, red] = [s.decks.items.green[0], s.decks.items.red[0]];
    const played = when(s, 0, { type: 'play-card', card: 'recon--search' });
    expect(played.state.search).toEqual({ seat: 0, cards: [green, red] });
    const searched = played.events.find((e) => e.type === 'searched')!;
    expect(nemesisRetaliation.redact(searched, 1)).toEqual({ type: 'searched', seat: 0, count: 2 });
    expect(secrets(played.state, 1)).toEqual(expect.arrayContaining([green, red]));
    expect(view(played.state, 1).search).toEqual({ seat: 0, count: 2, cards: null });
    expect(legalMoves(played.state, 0).every((m) => m.type === 'keep-item')).toBe(true);
    const keep = itemOfInstance(green).heavy ? red : green;
    const other = keep === green ? red : green;
    const kept = when(played.state, 0, { type: 'keep-item', item: keep }).state;
    // A backpack card gained is first offered for free use on gain: kept.
    const state = kept.gained ? when(kept, 0, { type: 'use-on-gain', option: null }).state : kept;
    expect([...state.players[0].backpack, ...state.players[0].hands, state.players[0].armor]).toContain(keep);
    const colour = itemOfInstance(other).deck as 'red' | 'green';
    expect(state.decks.items[colour].at(-1)).toBe(other);
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('given an intruder in the room, then Search (Not In Combat) is refused', () => {
    const s = given({ rooms: { [B]: 'life-support-control-b' }, players: { 0: { space: B, hand: ['recon--search'] } }, intruders: [{ type: 'adult', where: B }] });
    expect(refusal(s, 0, { type: 'play-card', card: 'recon--search' }).message).toMatch(/intruder/);
  });
});

describe('Rest', () => {
  it('given an Infected and a Not Infected card in hand, then a Larva comes, the Infected card is discarded and the other leaves the game', () => {
    const s = given({ players: { 0: { hand: ['recon--rest', 'contamination-1', 'contamination-2'] } } });
    s.infected = ['contamination-1'];
    const { state } = when(s, 0, { type: 'play-card', card: 'recon--rest' });
    const p = state.players[0];
    expect(p.larva).toBe(true);
    // The card goes to the discard pile once its effect is resolved (digest §5.3), after the Infected card.
    expect(p.discard).toEqual(['contamination-1', 'recon--rest']);
    expect(JSON.stringify(p)).not.toContain('contamination-2');
  });
});
