/**
 * Officer's Channel ("Play a Command card choosing any Room in the Facility instead of your Room or a neighboring
 * one") with every built command: the command card chosen is then played, its command only, on any room.
 */
import { describe, expect, it } from 'vitest';
import { given, refusal, when } from '../testing/given';
import { legalMoves } from '../legal-moves';
import { prompts } from '../prompts';

const FAR = 'c-r04';
const OC = 'officer--officers-channel';
const FIC = 'officer--first-in-command';

describe('Officer\'s Channel with First in Command', () => {
  const table = () =>
    given({ seats: 3, config: { ranks: { recon: 4 } }, rooms: { [FAR]: 'reactor', 'c-r03': 'armory' }, corridors: { 'cp-c-r03--c-r04': {} }, players: { 0: { hand: [OC, FIC, 'recon--rest'] }, 2: { space: FAR } } });

  it('given Medical Support far away, when the Recon (ranked 4 by the table) channels First in Command, then the game waits for that command, which may order her anywhere', () => {
    const s = table();
    const first = when(s, 0, { type: 'play-card', card: OC, option: 1, choice: FIC });
    expect(first.state.channel).toEqual({ seat: 0, card: FIC });
    expect(first.state.turn).toEqual({ seat: 0, actions: 0 });
    expect(prompts(first.state)[0]).toMatchObject({ seat: 0, kind: 'channel-command' });
    expect(legalMoves(first.state, 0).every((m) => m.type === 'play-card' && m.card === FIC && m.option === 1)).toBe(true);
    const { state } = when(first.state, 0, { type: 'play-card', card: FIC, option: 1, seat: 2, choice: 'move', target: 'cp-c-r03--c-r04' });
    expect(state.players[2].space).toBe('c-r03');
    expect(state.channel).toBeNull();
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
    expect(state.players[0].discard).toEqual([OC, FIC]);
  });

  it('given the channel open, then another card, the Lander option or another move is refused', () => {
    const s = when(table(), 0, { type: 'play-card', card: OC, option: 1, choice: FIC }).state;
    expect(refusal(s, 0, { type: 'play-card', card: 'recon--rest' }).message).toMatch(/command card you chose/);
    expect(refusal(s, 0, { type: 'play-card', card: FIC, option: 0, choice: 'forward' }).message).toMatch(/play the card's command/);
    expect(refusal(s, 0, { type: 'pass', discard: [] }).message).toMatch(/command card you chose/);
  });

  it('given no rank known for the Recon, then First in Command cannot be channelled', () => {
    const s = given({ seats: 3, rooms: { [FAR]: 'reactor' }, players: { 0: { hand: [OC, FIC] }, 2: { space: FAR } } });
    expect(refusal(s, 0, { type: 'play-card', card: OC, option: 1, choice: FIC }).message).toMatch(/no command card/);
  });
});
