import { describe, expect, it } from 'vitest';
import { Rng, type Viewer } from '../../engine';
import { setup } from './setup';
import { configSchema, type RetaliationState } from './state';
import { secrets, view } from './view';

const start = (seats: number, seed = 'view'): RetaliationState =>
  ({ ...setup(configSchema.parse({}), seats, { rng: Rng.fromSeed(seed), now: 0 }), rng: [1, 2, 3, 4] });
const leaks = (s: RetaliationState, viewer: Viewer) => {
  const text = JSON.stringify(view(s, viewer));
  return secrets(s, viewer).filter((id) => text.includes(JSON.stringify(id)));
};

describe('Nemesis: Retaliation view', () => {
  it('given any seat or a spectator at setup, then no secret id appears in the view', () => {
    for (const seats of [1, 3, 5]) {
      const s = start(seats, `leak-${seats}`);
      for (const viewer of [...Array.from({ length: seats }, (_, i) => i), 'spectator'] as Viewer[]) {
        expect(secrets(s, viewer).length).toBeGreaterThan(100);
        expect(leaks(s, viewer)).toEqual([]);
      }
    }
  });

  it('given a secret list, then it names the bag tokens, the corridor insert, the unrevealed robot and the others\' objectives', () => {
    const s = start(3);
    const spectator = secrets(s, 'spectator');
    for (const id of [...s.bag, s.corridorStack[0], s.robot.card, ...s.players[1].objectives]) expect(spectator).toContain(id);
    expect(secrets(s, 1)).not.toContain(s.players[1].objectives[0]);
  });

  it('given a seat, then it sees its own objectives but only the count of the others\'', () => {
    const s = start(4);
    const v = view(s, 2);
    expect(v.me!.objectives).toEqual(s.players[2].objectives);
    expect(v.players[0].objectiveCount).toBe(2);
    expect(view(s, 'spectator').me).toBeNull();
  });

  it('given the character draft, then only the choosing seat sees the two cards dealt to it', () => {
    const s = start(3);
    const choosing = s.characterDraft!.order[0];
    const other = (choosing + 1) % 3;
    expect(view(s, choosing).characterDraft!.offer).toEqual(s.characterDraft!.offer);
    expect(view(s, other).characterDraft).toEqual({ seat: choosing, offer: null, deckCount: 4 });
    expect(secrets(s, other)).toEqual(expect.arrayContaining(s.characterDraft!.offer));
  });

  it('given the bag, then the view gives counts by type, and the robot and Anti-Aircraft order only once seen', () => {
    const s = start(2);
    expect(view(s, 0).bag).toEqual({ blank: 1, queen: 0, drone: 0, adult: 5, larva: 2 });
    expect(view(s, 0).robot.card).toBeNull();
    expect(view(s, 0).antiAircraft.order).toBeNull();
    s.robot.revealed = true;
    s.antiAircraft.seenBy = [0];
    expect(view(s, 0).robot.card).toBe(s.robot.card);
    expect(view(s, 0).antiAircraft.order).toEqual(s.antiAircraft.stack);
    expect(view(s, 1).antiAircraft.order).toBeNull();
    expect(secrets(s, 1)).not.toContain(s.robot.card);
  });

  it('given a card moved to a hand, then the owner sees it and the others do not', () => {
    const s = start(2);
    s.players[0].hand = s.players[0].deck.length ? s.players[0].deck.splice(0, 1) : [s.decks.contamination.pop()!];
    const card = s.players[0].hand[0];
    expect(JSON.stringify(view(s, 0).me)).toContain(card);
    expect(secrets(s, 1)).toContain(card);
    expect(leaks(s, 1)).toEqual([]);
  });
});
