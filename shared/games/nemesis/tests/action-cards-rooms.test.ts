import { describe, expect, it } from 'vitest';
import { nemesis } from '../index';
import type { NemesisEvent } from '../events';
import { given, refusal, when } from '../testing/given';

const X = 'a-slot-14';
const Y = 'a-slot-05';
const play = (card: string, choice?: string, pay: string[] = []) => ({ type: 'play-card' as const, card, pay, ...(choice ? { choice } : {}) });

describe('free room actions from action cards', () => {
  it('given the Pilot in the Comms Room (a computer), when Computer Skills takes the room action, then the signal is sent for free', () => {
    const s = given({ players: { 0: { character: 'pilot', room: X } }, explored: { [X]: 'comms-room' } });
    s.players[0].hand = ['pilot-computer-skills-1', 'pilot-search-1'];
    const { state, events } = when(s, 0, play('pilot-computer-skills-1', `room:${X}`));
    expect(state.players[0].signal).toBe(true);
    expect(state.players[0].hand).toEqual(['pilot-search-1']);
    expect(events).toContainEqual({ type: 'room-action', seat: 0, room: X, action: 'comms-room' });
    expect(nemesis.legalMoves(s, 0)).toContainEqual(play('pilot-computer-skills-1', `room:${X}`));
  });

  it('given a room without a computer, or a computer room with a malfunction, then Computer Skills offers no room action', () => {
    const s = given({ players: { 0: { character: 'pilot', room: X } }, explored: { [X]: 'canteen' } });
    s.players[0].hand = ['pilot-computer-skills-1'];
    expect(refusal(s, 0, play('pilot-computer-skills-1', `room:${X}:no-scan`)).code).toBe('move/card-option');
    const broken = given({ players: { 0: { character: 'pilot', room: X } }, explored: { [X]: 'comms-room' } });
    broken.players[0].hand = ['pilot-computer-skills-1'];
    broken.rooms[X].malfunction = true;
    expect(refusal(broken, 0, play('pilot-computer-skills-1', `room:${X}`)).code).toBe('move/card-option');
    expect(broken.players[0].signal).toBe(false);
  });

  it('given the Pilot in the working Cockpit, when Piloting is played, then its action (a destination) is taken for free; in a computer room it checks the coordinates', () => {
    const s = given({ players: { 0: { character: 'pilot', room: 'cockpit' } } });
    s.players[0].hand = ['pilot-piloting-1'];
    const { state } = when(s, 0, play('pilot-piloting-1', `room:${s.players[0].room}:C`));
    expect(state.destination).toBe('C');
    expect(refusal(s, 0, play('pilot-piloting-1', 'coordinates')).message).toMatch(/computer/);
    const lab = given({ players: { 0: { character: 'pilot', room: X } }, explored: { [X]: 'laboratory' } });
    lab.players[0].hand = ['pilot-piloting-1'];
    const checked = when(lab, 0, play('pilot-piloting-1', 'coordinates')).state;
    expect(checked.players[0].knowledge.map((k) => k.what)).toEqual(['coordinates']);
  });

  it('given a working room without a computer, when Old Friend is played, then its action is free; in a computer room it is refused', () => {
    const s = given({ players: { 0: { character: 'pilot', room: X } }, explored: { [X]: 'canteen' } });
    s.players[0].hand = ['pilot-old-friend-1'];
    s.players[0].lightWounds = 2;
    expect(when(s, 0, play('pilot-old-friend-1', `room:${X}:no-scan`)).state.players[0].lightWounds).toBe(1);
    const comms = given({ players: { 0: { character: 'pilot', room: X } }, explored: { [X]: 'comms-room' } });
    comms.players[0].hand = ['pilot-old-friend-1'];
    expect(refusal(comms, 0, play('pilot-old-friend-1', `room:${X}`)).code).toBe('move/card-option');
  });

  it('given the Scientist in a computer room, when Blocking Access places a malfunction in another computer room, then that room loses its computer', () => {
    const s = given({ players: { 0: { character: 'scientist', room: X } }, explored: { [X]: 'comms-room', [Y]: 'generator' } });
    s.players[0].hand = ['scientist-blocking-access-1'];
    const { state } = when(s, 0, play('scientist-blocking-access-1', `malfunction:${Y}`));
    expect(state.rooms[Y].malfunction).toBe(true);
    expect(when(s, 0, play('scientist-blocking-access-1', `room:${X}`)).state.players[0].signal).toBe(true);
  });

  it('given the Scientist in a computer room, when Intranet (cost 1) is played, then the action of another computer room is taken from afar', () => {
    const s = given({ players: { 0: { character: 'scientist', room: X } }, explored: { [X]: 'laboratory', [Y]: 'comms-room' } });
    s.players[0].hand = ['scientist-intranet-1', 'scientist-search-1'];
    expect(refusal(s, 0, play('scientist-intranet-1', `room:${Y}`)).code).toBe('move/payment');
    const { state, events } = when(s, 0, play('scientist-intranet-1', `room:${Y}`, ['scientist-search-1']));
    expect(state.players[0].signal).toBe(true);
    expect(events).toContainEqual({ type: 'room-action', seat: 0, room: Y, action: 'comms-room' });
  });

  it('given no computer in the room, then Intranet is refused, unless the Scientist holds the active Holo Computer', () => {
    const s = given({ players: { 0: { character: 'scientist', room: X } }, explored: { [X]: 'canteen', [Y]: 'comms-room' } });
    s.players[0].hand = ['scientist-intranet-1', 'scientist-search-1'];
    expect(refusal(s, 0, play('scientist-intranet-1', `room:${Y}`, ['scientist-search-1'])).message).toMatch(/computer/);
    s.players[0].quests = s.players[0].quests.filter((q) => q.card !== 'holo-computer');
    s.players[0].hands.push({ kind: 'item', card: 'holo-computer', ammo: null });
    expect(when(s, 0, play('scientist-intranet-1', `room:${Y}`, ['scientist-search-1'])).state.players[0].signal).toBe(true);
  });
});

describe('Risk Assessment (a private look at the event deck)', () => {
  const lookAt = () => {
    const s = given({ seats: 2, players: { 0: { character: 'scientist', room: X } }, explored: { [X]: 'laboratory' } });
    s.players[0].hand = ['scientist-risk-assessment-1', 'scientist-search-1'];
    return s;
  };

  it('given a computer room, when Risk Assessment is played and the card put at the bottom, then the seat learned the top card and it is now last', () => {
    const s = lookAt();
    const top = s.decks.events[0];
    const looked = when(s, 0, play('scientist-risk-assessment-1'));
    expect(looked.state.players[0].knowledge).toContainEqual({ round: 1, what: 'event', card: top });
    expect(nemesis.legalMoves(looked.state, 0)).toEqual([
      { type: 'place-event', where: 'top' },
      { type: 'place-event', where: 'bottom' },
    ]);
    const placed = when(looked.state, 0, { type: 'place-event', where: 'bottom' });
    expect(placed.state.decks.events.at(-1)).toBe(top);
    expect(placed.state.decks.events).toHaveLength(s.decks.events.length);
    expect(placed.state.decision).toBeNull();
    const kept = when(looked.state, 0, { type: 'place-event', where: 'top' });
    expect(kept.state.decks.events[0]).toBe(top);
  });

  it('secrecy: the other seat and spectators see only that a look happened, never the card or where it went', () => {
    const s = lookAt();
    const top = s.decks.events[0];
    const looked = when(s, 0, play('scientist-risk-assessment-1'));
    const placed = when(looked.state, 0, { type: 'place-event', where: 'bottom' });
    const events: NemesisEvent[] = [...looked.events, ...placed.events];
    expect(events).toContainEqual({ type: 'event-deck-looked', seat: 0 });
    for (const viewer of [1, 'spectator'] as const) {
      for (const state of [looked.state, placed.state]) {
        expect(JSON.stringify(nemesis.view(state, viewer))).not.toContain(top);
        expect(nemesis.secrets!(state, viewer)).toContain(top);
      }
      expect(JSON.stringify(events.map((e) => nemesis.redact!(e, viewer)))).not.toContain(top);
      expect(JSON.stringify(events.map((e) => nemesis.redact!(e, viewer)))).not.toMatch(/bottom|top/);
    }
    expect(JSON.stringify(nemesis.prompts(looked.state))).not.toContain(top);
    expect(JSON.stringify(nemesis.view(looked.state, 0))).toContain(top);
    expect(nemesis.secrets!(placed.state, 0)).not.toContain(top);
  });

  it('given no computer in the room, then Risk Assessment is refused and nothing is seen', () => {
    const s = given({ players: { 0: { character: 'scientist', room: X } }, explored: { [X]: 'canteen' } });
    s.players[0].hand = ['scientist-risk-assessment-1'];
    expect(refusal(s, 0, play('scientist-risk-assessment-1')).message).toMatch(/computer/);
  });
});
