import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATIONS_PER_DAY } from '../../functions/api/invitation-limit';
import { ManualClock, startHarness, type Harness } from '../support/harness';
import { ApiClient, signIn } from '../support/http-client';

const clock = new ManualClock();
let h: Harness;
let sender: ApiClient;
beforeAll(async () => {
  h = await startHarness({ clock });
  sender = await signIn(ApiClient.forApp(h.app), 'sender@example.com');
});
afterAll(() => h?.close());

const invitationMails = () => h.catcher.list().filter((m) => /invites you to play/.test(m.subject)).length;
let n = 0;
const tableInviting = (count: number) => ({
  type: 'high-card',
  seats: [{ type: 'creator' }, ...Array.from({ length: count }, () => ({ type: 'invite', email: `stranger${n++}@example.com` }))],
});

describe('email invitations per account and day', () => {
  it(`given ${INVITATIONS_PER_DAY} invitations sent today, when one more table invites, then it is refused with a sentence and nothing is stored or sent`, async () => {
    // High Card seats 2 to 4 players: tables of the creator and 3 invitees, then one of 2, reach the day's 20.
    for (let i = 0; i < 6; i++) expect((await sender.post('/games', tableInviting(3))).status).toBe(201);
    expect((await sender.post('/games', tableInviting(2))).status).toBe(201);
    expect(invitationMails()).toBe(20);
    const games = (await sender.get('/me/games')).body.games.length;

    const refused = await sender.post('/games', tableInviting(1));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'invite/rate-limited', message: expect.stringMatching(/at most 20 people by email a day/) });
    expect((await sender.get('/me/games')).body.games).toHaveLength(games);
    expect(invitationMails()).toBe(20);
    const open = await sender.post('/games', { type: 'high-card', seats: [{ type: 'creator' }, { type: 'open' }] });
    expect(open.status).toBe(201);

    clock.advance(24 * 3_600_000);
    expect((await sender.post('/games', tableInviting(3))).status).toBe(201);
    expect(invitationMails()).toBe(23);
  });
});
