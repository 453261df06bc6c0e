/** Action cards acting on characters: First Aid, Combat Drugs, Field Surgery, Stay Calm's command, Always Prepared. */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { given, refusal, when } from '../testing/given';

const A = 'a-r04';
const B = 'b-r03';
const AB = 'cp-a-r04--b-r03';
const medpack = { token: 'medpack' as const, half: false };

describe('First Aid', () => {
  it('given 2 HP lost, when First Aid restores 1, then 1 is left lost; unhurt, it is refused', () => {
    const s = given({ players: { 0: { health: 2, hand: ['medical-support--first-aid'] } } });
    const { state, events } = when(s, 0, { type: 'play-card', card: 'medical-support--first-aid', option: 0 });
    expect(state.players[0].health).toBe(1);
    expect(events).toContainEqual({ type: 'healed', seat: 0, amount: 1 });
    const unhurt = given({ players: { 0: { hand: ['medical-support--first-aid'] } } });
    expect(refusal(unhurt, 0, { type: 'play-card', card: 'medical-support--first-aid', option: 0 }).message).toMatch(/no HP/);
  });

  it('given a room with a green item icon, when First Aid gains a Medpack, then it lies on the belt; elsewhere it is refused', () => {
    const s = given({ rooms: { [A]: 'surgery-room', [B]: 'server-room' }, players: { 0: { space: A, hand: ['medical-support--first-aid'], belt: [null, null, null, null] } } });
    expect(when(s, 0, { type: 'play-card', card: 'medical-support--first-aid', option: 1 }).state.players[0].belt[0]).toEqual(medpack);
    s.players[0].space = B;
    expect(refusal(s, 0, { type: 'play-card', card: 'medical-support--first-aid', option: 1 }).message).toMatch(/green item icon/);
  });
});

describe('Combat Drugs', () => {
  it('given a Medpack and another character with 1 card in your room, when Combat Drugs picks them, then they draw up to 3 and the Medpack goes', () => {
    const s = given({ players: { 0: { hand: ['medical-support--combat-drugs'], belt: [medpack, null, null, null] }, 1: { hand: ['officer--rest'] } } });
    const { state } = when(s, 0, { type: 'play-card', card: 'medical-support--combat-drugs', seat: 1 });
    expect(state.players[1].hand).toHaveLength(3);
    expect(state.players[0].belt[0]).toBeNull();
    expect(state.gearSupply.medpack).toBe(s.gearSupply.medpack + 1);
  });

  it('given no Medpack, then it is refused; a character in another room cannot be chosen', () => {
    const none = given({ players: { 0: { hand: ['medical-support--combat-drugs'] } } });
    expect(refusal(none, 0, { type: 'play-card', card: 'medical-support--combat-drugs', seat: 1 }).message).toMatch(/no Medpack/);
    const s = given({ rooms: { [A]: 'surgery-room' }, players: { 0: { hand: ['medical-support--combat-drugs'], belt: [medpack, null, null, null] }, 1: { space: A } } });
    expect(refusal(s, 0, { type: 'play-card', card: 'medical-support--combat-drugs', seat: 1 }).message).toMatch(/in your room/);
  });
});

describe('Field Surgery', () => {
  it('given another character with a serious wound, when Field Surgery (1 more card) takes it off with a Contamination card, then the wound goes under its deck and they gain the card', () => {
    const s = given({ players: { 0: { hand: ['medical-support--field-surgery', 'medical-support--rest'] }, 1: { seriousWounds: 1 } } });
    const wound = s.players[1].seriousWounds[0];
    const move = { type: 'play-card' as const, card: 'medical-support--field-surgery', seat: 1, target: wound, choice: 'contamination', pay: ['medical-support--rest'] };
    expect(legalMoves(s, 0)).toContainEqual(move);
    expect(legalMoves(s, 0)).not.toContainEqual({ ...move, choice: 'medpack' });
    const { state } = when(s, 0, move);
    expect(state.players[1].seriousWounds).toEqual([]);
    expect(state.decks.seriousWounds.at(-1)).toBe(wound);
    expect(state.players[1].discard.some((c) => c.startsWith('contamination'))).toBe(true);
  });

  it('given your own wound and a Medpack, when Field Surgery spends the Medpack, then nobody is contaminated', () => {
    const s = given({ players: { 0: { seriousWounds: 1, hand: ['medical-support--field-surgery', 'medical-support--rest'], belt: [medpack, null, null, null] } } });
    const wound = s.players[0].seriousWounds[0];
    const { state } = when(s, 0, { type: 'play-card', card: 'medical-support--field-surgery', seat: 0, target: wound, choice: 'medpack', pay: ['medical-support--rest'] });
    expect(state.players[0].seriousWounds).toEqual([]);
    expect(state.players[0].belt[0]).toBeNull();
    expect(state.players[0].discard.some((c) => c.startsWith('contamination'))).toBe(false);
  });
});

describe('Stay Calm (command)', () => {
  it('given two characters in a neighbouring room, when Stay Calm commands that room, then each draws 1 card', () => {
    const s = given({ seats: 3, rooms: { [A]: 'surgery-room', [B]: 'server-room' }, corridors: { [AB]: { noise: 2 } }, players: { 0: { space: A, hand: ['officer--stay-calm'] }, 1: { space: B, hand: [] }, 2: { space: B, hand: [] } } });
    const { state } = when(s, 0, { type: 'play-card', card: 'officer--stay-calm', option: 1, target: B });
    expect(state.players[1].hand).toHaveLength(1);
    expect(state.players[2].hand).toHaveLength(1);
    expect(state.players[0].hand).toHaveLength(0);
  });

  it('given a room two corridors away, then it is out of reach', () => {
    const s = given({ rooms: { [A]: 'surgery-room', 'c-r04': 'reactor' }, players: { 0: { space: A, hand: ['officer--stay-calm'] }, 1: { space: 'c-r04' } } });
    expect(refusal(s, 0, { type: 'play-card', card: 'officer--stay-calm', option: 1, target: 'c-r04' }).message).toMatch(/neighbouring room/);
  });
});

describe('Officer\'s Channel', () => {
  it('given Stay Calm in hand and a character far away, when Officer\'s Channel plays it on that room, then they draw 1 and both cards are discarded', () => {
    const s = given({ rooms: { 'c-r04': 'reactor' }, players: { 0: { hand: ['officer--officers-channel', 'officer--stay-calm'] }, 1: { space: 'c-r04', hand: [] } } });
    const { state } = when(s, 0, { type: 'play-card', card: 'officer--officers-channel', option: 1, choice: 'officer--stay-calm' }, { type: 'play-card', card: 'officer--stay-calm', option: 1, target: 'c-r04' });
    expect(state.players[1].hand).toHaveLength(1);
    expect(state.players[0].hand).toEqual([]);
    expect(state.players[0].discard).toEqual(['officer--officers-channel', 'officer--stay-calm']);
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it('given no Stay Calm in hand, then it is refused', () => {
    const s = given({ players: { 0: { hand: ['officer--officers-channel', 'officer--rest'] } } });
    expect(refusal(s, 0, { type: 'play-card', card: 'officer--officers-channel', option: 1, choice: 'officer--rest', target: 'landing-zone' }).message).toMatch(/no command card/);
  });
});

describe('Always Prepared', () => {
  it('given the red deck, when Always Prepared (1 more card) draws 2 red items, then you keep one and the other goes under the deck', () => {
    const s = given({ players: { 0: { hand: ['contractor--always-prepared', 'contractor--rest'] } } });
    const top = s.decks.items.red.slice(0, 2);
    const { state } = when(s, 0, { type: 'play-card', card: 'contractor--always-prepared', option: 1, choice: 'red', pay: ['contractor--rest'] });
    expect(state.search).toEqual({ seat: 0, cards: top });
  });

  it('given an Adult in the Server Room, when Always Prepared uses the room, then you gain the Data token and the Adult attacks you', () => {
    const s = given({ rooms: { [B]: 'server-room' }, intruders: [{ type: 'adult', where: B }], players: { 0: { space: B, hand: ['contractor--always-prepared'] } } });
    const { state, events } = when(s, 0, { type: 'play-card', card: 'contractor--always-prepared', option: 0, room: { option: 'gain-data' } });
    expect(state.players[0].dataToken).toBe(true);
    expect(events.filter((e) => e.type === 'attacked' && e.seat === 0)).toHaveLength(1);
    expect(refusal(s, 0, { type: 'play-card', card: 'contractor--always-prepared', option: 0, room: { option: 'take-ammo', tokens: ['ammo'] } }).message).toMatch(/options of the room/);
  });
});
