import type { DeadLetter } from '../notify/webhook-delivery';
import type { UserProfile } from '../core/model';

/** A player's notification settings as the notifier needs them: the store's user profile, narrowed. */
export type Recipient = Pick<
  UserProfile,
  'userId' | 'email' | 'displayName' | 'emailNotifications' | 'notifyOnChatMention' | 'webhookUrl' | 'webhookFormat' | 'webhookSecret'
>;

export interface RecipientDirectory {
  get(userId: string): Promise<Recipient | null>;
}

export type Channel = 'email' | 'webhook';

/** The deduplication key of one delivery: `(game, change, seat, channel)`. */
export interface DeliveryKey {
  gameId: string;
  /** The seq of the change, qualified for reminders and chat (see `changeRef`). */
  ref: string;
  seat: number;
  channel: Channel;
}

export const deliveryId = (k: DeliveryKey) => `${k.gameId}#${k.ref}#${k.seat}#${k.channel}`;

/**
 * Remembers which deliveries are done so a replayed stream record sends nothing twice, while a crash halfway leaves a
 * delivery to be retried: `begin` takes a lease (`acquired`), or says it is `done`, or `busy` under another worker's lease.
 */
export interface DeliveryLog {
  begin(key: DeliveryKey, now: number): Promise<'acquired' | 'done' | 'busy'>;
  finish(key: DeliveryKey, result: 'sent' | 'dead-lettered', now: number): Promise<void>;
  /** Gives the lease back after a failure so the next try of the record may deliver. */
  release(key: DeliveryKey): Promise<void>;
}

/** Webhooks that failed after the last try, shown to their owner in settings. */
export interface DeadLetterStore {
  put(letter: DeadLetter): Promise<void>;
  list(userId: string): Promise<DeadLetter[]>;
}
