/** Action cards acting on the facility: Lander token, secure tokens, reinforcing, doors, markers, a blasted corridor. */
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../legal-moves';
import { given, refusal, when } from '../testing/given';

const A = 'a-r04';
const B = 'b-r03';
const AB = 'cp-a-r04--b-r03';
const A_B1 = 'cp-a-r04--b-r01';

describe('moving the Lander token (Chain of Command, First in Command, Fire at Will, Let\'s Go, Officer\'s Channel, Stay Calm)', () => {
  it('given the Lander on space 10, when Chain of Command moves it later, then it waits on space 11 and the card is discarded', () => {
    const s = given({ players: { 0: { hand: ['recon--chain-of-command', 'recon--sprint'] } } });
    const { state, events } = when(s, 0, { type: 'play-card', card: 'recon--chain-of-command', option: 0, choice: 'later' });
    expect(state.lander.space).toBe(11);
    expect(events).toContainEqual({ type: 'lander-moved', seat: 0, space: 11 });
    expect(state.players[0].discard).toEqual(['recon--chain-of-command']);
    expect(state.turn).toEqual({ seat: 0, actions: 1 });
  });

  it.each(['officer--first-in-command', 'officer--fire-at-will', 'officer--lets-go', 'officer--officers-channel', 'officer--stay-calm'])('given %s, when it moves the Lander earlier, then the Lander waits on space 9', (card) => {
    const s = given({ players: { 0: { hand: [card] } } });
    expect(when(s, 0, { type: 'play-card', card, option: 0, choice: 'earlier' }).state.lander.space).toBe(9);
  });

  it('given the Lander just ahead of the round marker, then it cannot move earlier; once landed, not at all', () => {
    const s = given({ players: { 0: { hand: ['recon--chain-of-command'] } } });
    s.round = 9;
    expect(refusal(s, 0, { type: 'play-card', card: 'recon--chain-of-command', option: 0, choice: 'earlier' }).message).toMatch(/earlier or later/);
    s.lander.state = 'landed';
    expect(refusal(s, 0, { type: 'play-card', card: 'recon--chain-of-command', option: 0, choice: 'later' }).message).toMatch(/can no longer move/);
  });

  it('given Chain of Command\'s command, then it is refused: ranks are not known', () => {
    const s = given({ players: { 0: { hand: ['recon--chain-of-command'] } } });
    expect(refusal(s, 0, { type: 'play-card', card: 'recon--chain-of-command', option: 1 }).message).toMatch(/rank/);
  });
});

describe('secure tokens and reinforcing (Fast Secure, Secure, Basic Secure)', () => {
  it('given an empty room, when Fast Secure places 2 secure tokens, then the room holds 2', () => {
    const s = given({ rooms: { [A]: 'surgery-room' }, players: { 0: { space: A, hand: ['combat-engineer--fast-secure'] } } });
    const { state } = when(s, 0, { type: 'play-card', card: 'combat-engineer--fast-secure', option: 0 });
    expect(state.spaces[A].secure).toBe(2);
    expect(state.markers.secure).toBe(s.markers.secure - 2);
  });

  it('given a room with 2 secure tokens, then 2 more cannot be placed', () => {
    const s = given({ rooms: { [A]: 'surgery-room' }, secure: { [A]: 2 }, players: { 0: { space: A, hand: ['recon--secure'] } } });
    expect(refusal(s, 0, { type: 'play-card', card: 'recon--secure', option: 0 }).message).toMatch(/no room for 2/);
  });

  it('given a corridor with a noise marker around your room, when Secure reinforces it paying 1 more card, then it is reinforced and its marker gone', () => {
    const s = given({ rooms: { [A]: 'surgery-room', [B]: 'life-support-control-b' }, corridors: { [AB]: { noise: 2, noiseMarker: true } }, players: { 0: { space: A, hand: ['recon--secure', 'recon--sprint'] } } });
    expect(refusal(s, 0, { type: 'play-card', card: 'recon--secure', option: 1, target: AB }).message).toMatch(/discard 1 other action card/);
    expect(refusal(s, 0, { type: 'play-card', card: 'recon--secure', option: 1, target: AB, pay: ['recon--secure'] }).message).toMatch(/cannot also pay/);
    const { state } = when(s, 0, { type: 'play-card', card: 'recon--secure', option: 1, target: AB, pay: ['recon--sprint'] });
    expect(state.corridors[AB]).toMatchObject({ reinforced: true, noise: false });
    expect(state.players[0].discard).toEqual(['recon--sprint', 'recon--secure']);
  });

  it('given an intruder in the corridor, then it cannot be reinforced; Basic Secure costs a card for both effects', () => {
    const s = given({ rooms: { [A]: 'surgery-room', [B]: 'life-support-control-b' }, corridors: { [AB]: { noise: 2 } }, intruders: [{ type: 'adult', where: AB }], players: { 0: { space: A, hand: ['contractor--basic-secure', 'recon--sprint'] } } });
    expect(refusal(s, 0, { type: 'play-card', card: 'contractor--basic-secure', option: 1, target: AB, pay: ['recon--sprint'] }).message).toMatch(/Reinforce an empty corridor/);
    expect(refusal(s, 0, { type: 'play-card', card: 'contractor--basic-secure', option: 0 }).message).toMatch(/discard 1 other/);
    expect(when(s, 0, { type: 'play-card', card: 'contractor--basic-secure', option: 0, pay: ['recon--sprint'] }).state.spaces[A].secure).toBe(2);
  });
});

describe('doors (Demolition, Repairs, Fast Repairs, Computer Skills)', () => {
  const doors = { [AB]: { noise: 2, door: 'closed' as const, doorEnd: A }, [A_B1]: { noise: 3, door: 'open' as const, doorEnd: A } };

  it('given a closed door around your room, when Demolition destroys it, then it lies destroyed; an open door cannot be destroyed', () => {
    const s = given({ rooms: { [A]: 'surgery-room' }, corridors: doors, players: { 0: { space: A, hand: ['recon--demolition'] } } });
    expect(refusal(s, 0, { type: 'play-card', card: 'recon--demolition', option: 0, target: A_B1 }).message).toMatch(/closed door/);
    const { state, events } = when(s, 0, { type: 'play-card', card: 'recon--demolition', option: 0, target: AB });
    expect(state.corridors[AB].door).toBe('destroyed');
    expect(events).toContainEqual({ type: 'door-destroyed', corridor: AB });
  });

  it('given Repairs, when it opens a closed door and closes an open one, then both change', () => {
    const s = given({ rooms: { [A]: 'surgery-room' }, corridors: doors, players: { 0: { space: A, hand: ['recon--repairs', 'combat-engineer--fast-repairs'] } } });
    const opened = when(s, 0, { type: 'play-card', card: 'recon--repairs', option: 1, target: AB });
    expect(opened.state.corridors[AB].door).toBe('open');
    const closed = when(opened.state, 0, { type: 'play-card', card: 'combat-engineer--fast-repairs', option: 1, target: A_B1 });
    expect(closed.state.corridors[A_B1].door).toBe('closed');
  });

  it('given a door far away, then Computer Skills changes it only from a room with a computer icon', () => {
    const far = 'cp-b-r03--c-r04';
    const opts = { rooms: { [A]: 'surgery-room', [B]: 'server-room' }, corridors: { [far]: { noise: 1, door: 'open' as const, doorEnd: B } } };
    const outside = given({ ...opts, players: { 0: { space: A, hand: ['combat-engineer--computer-skills'] } } });
    expect(refusal(outside, 0, { type: 'play-card', card: 'combat-engineer--computer-skills', option: 1, target: far }).message).toMatch(/computer icon/);
    const inside = given({ ...opts, players: { 0: { space: B, hand: ['combat-engineer--computer-skills'] } } });
    expect(when(inside, 0, { type: 'play-card', card: 'combat-engineer--computer-skills', option: 1, target: far }).state.corridors[far].door).toBe('closed');
  });

  it('given a room with a computer icon, when Computer Skills uses it, then its action happens with no card paid; elsewhere it is refused', () => {
    const s = given({ rooms: { [A]: 'surgery-room', [B]: 'server-room' }, players: { 0: { space: B, hand: ['combat-engineer--computer-skills', 'recon--sprint'] } } });
    const { state } = when(s, 0, { type: 'play-card', card: 'combat-engineer--computer-skills', option: 0, room: { option: 'gain-data' } });
    expect(state.players[0].dataToken).toBe(true);
    expect(state.players[0].hand).toEqual(['recon--sprint']);
    s.players[0].space = A;
    expect(refusal(s, 0, { type: 'play-card', card: 'combat-engineer--computer-skills', option: 0, room: { option: 'gain-data' } }).message).toMatch(/computer icon/);
  });
});

describe('fire and malfunction markers (Demolition, Repairs, Fast Repairs, Pyrotechnics)', () => {
  it('given Demolition, when it places a malfunction marker, then your room has one', () => {
    const s = given({ rooms: { [A]: 'surgery-room' }, players: { 0: { space: A, hand: ['recon--demolition'] } } });
    const { state } = when(s, 0, { type: 'play-card', card: 'recon--demolition', option: 1 });
    expect(state.spaces[A].malfunction).toBe(true);
    expect(refusal(state, 0, { type: 'play-card', card: 'recon--demolition', option: 1 }).message).toBeDefined();
  });

  it('given a malfunction in your room, when Repairs (1 more card) or Fast Repairs discards it, then the marker goes back to the supply', () => {
    const s = given({ rooms: { [A]: 'surgery-room' }, players: { 0: { space: A, hand: ['recon--repairs', 'combat-engineer--fast-repairs', 'recon--sprint'] } } });
    s.spaces[A].malfunction = true;
    s.markers.malfunction -= 1;
    const moves = legalMoves(s, 0).filter((m) => m.type === 'play-card' && m.card === 'recon--repairs' && m.option === 0);
    expect(moves).toEqual([{ type: 'play-card', card: 'recon--repairs', option: 0, target: 'room', pay: ['combat-engineer--fast-repairs'] }, { type: 'play-card', card: 'recon--repairs', option: 0, target: 'room', pay: ['recon--sprint'] }].map((m) => expect.objectContaining(m)));
    const { state } = when(s, 0, { type: 'play-card', card: 'recon--repairs', option: 0, target: 'room', pay: ['recon--sprint'] });
    expect(state.spaces[A].malfunction).toBe(false);
    expect(state.markers.malfunction).toBe(s.markers.malfunction + 1);
    const fast = when(s, 0, { type: 'play-card', card: 'combat-engineer--fast-repairs', option: 0, target: 'room' });
    expect(fast.state.spaces[A].malfunction).toBe(false);
  });

  it('given a malfunctioned weapon in your hands, when Fast Repairs discards its marker, then the weapon works again', () => {
    const s = given({ players: { 0: { hand: ['combat-engineer--fast-repairs'], hands: { 'assault-rifle': [{ token: 'ammo', half: false }] } } } });
    s.players[0].itemMalfunctions['assault-rifle'] = 1;
    const { state } = when(s, 0, { type: 'play-card', card: 'combat-engineer--fast-repairs', option: 0, target: 'assault-rifle' });
    expect(state.players[0].itemMalfunctions['assault-rifle']).toBe(0);
  });

  it('given a fire in your room, when Pyrotechnics discards it, then the fire is out; without a fire it is refused', () => {
    const s = given({ rooms: { [A]: 'surgery-room' }, fire: [A], players: { 0: { space: A, hand: ['combat-engineer--pyrotechnics'] } } });
    const { state } = when(s, 0, { type: 'play-card', card: 'combat-engineer--pyrotechnics', option: 0 });
    expect(state.spaces[A].fire).toBe(false);
    expect(state.markers.fire).toBe(s.markers.fire + 1);
    const none = given({ rooms: { [A]: 'surgery-room' }, players: { 0: { space: A, hand: ['combat-engineer--pyrotechnics'] } } });
    expect(refusal(none, 0, { type: 'play-card', card: 'combat-engineer--pyrotechnics', option: 0 }).message).toMatch(/no fire/);
  });
});

describe('Explosives', () => {
  it('given a yellow item icon, when Explosives gains a Grenade, then it lies in the first empty belt slot', () => {
    const s = given({ rooms: { [B]: 'server-room' }, players: { 0: { space: B, hand: ['combat-engineer--explosives'], belt: [null, null, null, null] } } });
    const { state } = when(s, 0, { type: 'play-card', card: 'combat-engineer--explosives', option: 1 });
    expect(state.players[0].belt[0]).toEqual({ token: 'grenade', half: false });
    expect(state.gearSupply.grenade).toBe(s.gearSupply.grenade - 1);
  });

  it('given a discovered neighbour with no corridor to it, when Explosives spends a Grenade, then a corridor tile joins the two rooms', () => {
    const s = given({ replaceCorridors: true, rooms: { [A]: 'surgery-room', [B]: 'server-room' }, players: { 0: { space: A, hand: ['combat-engineer--explosives'], belt: [{ token: 'grenade', half: false }, null, null, null] } } });
    const { state, events } = when(s, 0, { type: 'play-card', card: 'combat-engineer--explosives', option: 0, target: B });
    expect(state.corridors[AB]).toBeDefined();
    expect(state.players[0].belt[0]).toBeNull();
    expect(events).toContainEqual({ type: 'corridor-placed', seat: 0, corridor: AB });
  });
});
