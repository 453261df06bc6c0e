/** Key builders of the single-table design; every item's `pk`/`sk` is made here and nowhere else. */
const pad = (n: number, width = 8) => String(n).padStart(width, '0');

export const keys = {
  game: (gameId: string) => `GAME#${gameId}`,
  meta: 'META',
  move: (seq: number) => `MOVE#${pad(seq)}`,
  /**
   * A snapshot sorts right after the move it follows (`MOVE#00000040#SNAP`), so one Query from the latest snapshot
   * returns it and every later move: META + that Query load a game in two requests.
   */
  snapshot: (seq: number) => `MOVE#${pad(seq)}#SNAP`,
  moveRangeEnd: 'MOVE#~',
  clientMove: (seat: number, clientMoveId: string) => `CMID#${seat}#${clientMoveId}`,
  /** One outbox item per change: `OUTBOX#<version>#<kind>#<at>` (a reminder keeps the version, so its time tells it apart). */
  outbox: (record: { version: number; kind: string; at: number }) => `OUTBOX#${pad(record.version)}#${record.kind}#${pad(record.at, 15)}`,
  chat: (at: number, id: string) => `CHAT#${pad(at, 15)}#${id}`,
  user: (userId: string) => `USER#${userId}`,
  profile: 'PROFILE',
  membership: (gameId: string) => `GAME#${gameId}`,
  tokenListing: (tokenId: string) => `TOKEN#${tokenId}`,
  email: (email: string) => `EMAIL#${email}`,
  signIn: (hash: string) => `SIGNIN#${hash}`,
  session: (id: string) => `SESSION#${id}`,
  apiToken: (hash: string) => `APITOKEN#${hash}`,
  rate: (key: string) => `RATE#${key}`,
  /** The deadline index: one partition, sorted by due time. */
  duePartition: 'DUE',
  dueSort: (dueAt: number, gameId: string) => `${pad(dueAt, 15)}#${gameId}`,
  pad,
};

/** DynamoDB TTL is in seconds. */
export const ttlSeconds = (ms: number) => Math.ceil(ms / 1000);
