import { AppError } from '../core/errors';
import type { GameService } from '../core/service';

/**
 * Email invitations an account may send per day (UTC). Each one is a mail from us to an address the sender chose, with
 * the sender's name in its subject: without a cap, one account could use the service to mail strangers at will.
 */
export const INVITATIONS_PER_DAY = 20;
const DAY = 24 * 3_600_000;

/** Counts a new table's invitations against the creator's day, or refuses the table before anything is stored or sent. */
export async function spendInvitations(service: GameService, userId: string, count: number): Promise<void> {
  if (count === 0) return;
  const now = service.ports.clock.now();
  const day = now - (now % DAY);
  if (!(await service.ports.users.hit(`invitations:${userId}`, day, DAY, INVITATIONS_PER_DAY, count))) {
    throw new AppError(
      'invite/rate-limited',
      `You can invite at most ${INVITATIONS_PER_DAY} people by email a day (until midnight UTC), and this table would go over: leave those seats open and share the table's link instead, or invite tomorrow.`,
    );
  }
}
