/**
 * What the poller compares: the table's version (moves, seats) and the chat's newest message, which moves do not
 * version. Only this string leaves the server on each poll.
 */
export function tableStamp(version: number, chat: { messages: Array<{ id: string }> } | null): string {
  const newest = chat?.messages.at(-1)?.id ?? '-';
  return `${version}:${chat?.messages.length ?? 0}:${newest}`;
}
