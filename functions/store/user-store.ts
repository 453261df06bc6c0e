import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { defaultDisplayName } from '../../shared/api/me';
import type { ApiTokenRecord, SessionRecord, SignInRecord, UserProfile } from '../core/model';
import type { UserStore } from '../core/ports';
import { queryAll, readJson } from './items';
import { keys, ttlSeconds } from './keys';

/** Users in the single table: profiles, the email index, sign-in links, sessions, API tokens and rate-limit counters. */
export class DynamoUserStore implements UserStore {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async userForEmail(email: string, now: number, newId: () => string): Promise<UserProfile> {
    const existing = await this.get(keys.email(email), 'USER');
    if (existing) {
      const user = await this.getUser(String(existing.userId));
      if (user) return user;
    }
    const userId = newId();
    const profile: UserProfile = {
      userId,
      email,
      // Never a part of the email: co-players and spectators see this name until the player picks one.
      displayName: defaultDisplayName(userId),
      emailNotifications: true,
      notifyOnChatMention: true,
      webhookUrl: null,
      webhookFormat: 'json',
      webhookSecret: null,
      reminderHours: 12,
      vacation: null,
      createdAt: now,
    };
    try {
      await this.doc.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.table,
                Item: { pk: keys.email(email), sk: 'USER', type: 'email', userId: profile.userId },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            { Put: { TableName: this.table, Item: this.profileItem(profile) } },
          ],
        }),
      );
      return profile;
    } catch (err) {
      // Someone created this user at the same moment: theirs wins.
      const winner = await this.get(keys.email(email), 'USER');
      const user = winner ? await this.getUser(String(winner.userId)) : null;
      if (user) return user;
      throw err;
    }
  }

  async getUser(userId: string): Promise<UserProfile | null> {
    const item = await this.get(keys.user(userId), keys.profile);
    return item ? readJson<UserProfile>(item) : null;
  }

  async getUsers(userIds: string[]): Promise<UserProfile[]> {
    const unique = [...new Set(userIds)];
    if (!unique.length) return [];
    const out = await this.doc.send(
      new BatchGetCommand({ RequestItems: { [this.table]: { Keys: unique.map((id) => ({ pk: keys.user(id), sk: keys.profile })) } } }),
    );
    const found = (out.Responses?.[this.table] ?? []).map((i) => readJson<UserProfile>(i));
    // A batch may leave keys unprocessed under load; fetch those one by one.
    const missing = unique.filter((id) => !found.some((u) => u.userId === id));
    const rest = await Promise.all(missing.map((id) => this.getUser(id)));
    return [...found, ...rest.filter((u): u is UserProfile => u !== null)];
  }

  async putUser(profile: UserProfile): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.table, Item: this.profileItem(profile) }));
  }

  async putSignIn(record: SignInRecord): Promise<void> {
    await this.put(keys.signIn(record.hash), 'SIGNIN', record, record.expiresAt);
  }

  async takeSignIn(hash: string): Promise<SignInRecord | null> {
    try {
      const out = await this.doc.send(
        new DeleteCommand({
          TableName: this.table,
          Key: { pk: keys.signIn(hash), sk: 'SIGNIN' },
          ConditionExpression: 'attribute_exists(pk)',
          ReturnValues: 'ALL_OLD',
        }),
      );
      return out.Attributes ? readJson<SignInRecord>(out.Attributes) : null;
    } catch (err) {
      if (err instanceof ConditionalCheckFailedException) return null;
      throw err;
    }
  }

  async putSession(session: SessionRecord): Promise<void> {
    await this.put(keys.session(session.id), 'SESSION', session, session.expiresAt);
  }

  async getSession(id: string): Promise<SessionRecord | null> {
    const item = await this.get(keys.session(id), 'SESSION');
    return item ? readJson<SessionRecord>(item) : null;
  }

  async deleteSession(id: string): Promise<void> {
    await this.doc.send(new DeleteCommand({ TableName: this.table, Key: { pk: keys.session(id), sk: 'SESSION' } }));
  }

  async putToken(token: ApiTokenRecord): Promise<void> {
    await this.doc.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: this.table, Item: { pk: keys.apiToken(token.hash), sk: 'APITOKEN', type: 'api-token', json: JSON.stringify(token) } } },
          { Put: { TableName: this.table, Item: { pk: keys.user(token.userId), sk: keys.tokenListing(token.id), type: 'token-listing', json: JSON.stringify(token) } } },
        ],
      }),
    );
  }

  async tokenByHash(hash: string): Promise<ApiTokenRecord | null> {
    const item = await this.get(keys.apiToken(hash), 'APITOKEN');
    return item ? readJson<ApiTokenRecord>(item) : null;
  }

  async listTokens(userId: string): Promise<ApiTokenRecord[]> {
    const items = await queryAll(this.doc, {
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.user(userId), ':prefix': keys.tokenListing('') },
    });
    return items.map((i) => readJson<ApiTokenRecord>(i));
  }

  async deleteToken(userId: string, tokenId: string): Promise<boolean> {
    const listing = await this.get(keys.user(userId), keys.tokenListing(tokenId));
    if (!listing) return false;
    const token = readJson<ApiTokenRecord>(listing);
    await this.doc.send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: this.table, Key: { pk: keys.apiToken(token.hash), sk: 'APITOKEN' } } },
          { Delete: { TableName: this.table, Key: { pk: keys.user(userId), sk: keys.tokenListing(tokenId) } } },
        ],
      }),
    );
    return true;
  }

  async touchToken(token: ApiTokenRecord, now: number): Promise<void> {
    const json = JSON.stringify({ ...token, lastUsedAt: now });
    await Promise.all([
      this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: keys.apiToken(token.hash), sk: 'APITOKEN' },
          UpdateExpression: 'SET json = :json',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':json': json },
        }),
      ),
      this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: keys.user(token.userId), sk: keys.tokenListing(token.id) },
          UpdateExpression: 'SET json = :json',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':json': json },
        }),
      ),
    ]).catch((err) => {
      // Revoked in the meantime: nothing to touch.
      if (!(err instanceof ConditionalCheckFailedException)) throw err;
    });
  }

  async hit(key: string, windowStart: number, windowMs: number, limit: number, amount = 1): Promise<boolean> {
    if (amount > limit) return false;
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: keys.rate(key), sk: String(windowStart) },
          UpdateExpression: 'ADD hits :amount SET #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(hits) OR hits <= :room',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':amount': amount, ':room': limit - amount, ':ttl': ttlSeconds(windowStart + windowMs) },
        }),
      );
      return true;
    } catch (err) {
      if (err instanceof ConditionalCheckFailedException) return false;
      throw err;
    }
  }

  private profileItem(profile: UserProfile) {
    return { pk: keys.user(profile.userId), sk: keys.profile, type: 'profile', json: JSON.stringify(profile) };
  }

  private async put(pk: string, sk: string, record: object, expiresAt: number): Promise<void> {
    await this.doc.send(new PutCommand({ TableName: this.table, Item: { pk, sk, json: JSON.stringify(record), ttl: ttlSeconds(expiresAt) } }));
  }

  private async get(pk: string, sk: string): Promise<Record<string, unknown> | undefined> {
    const out = await this.doc.send(new GetCommand({ TableName: this.table, Key: { pk, sk }, ConsistentRead: true }));
    return out.Item;
  }
}
