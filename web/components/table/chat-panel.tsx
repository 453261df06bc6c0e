import type { ChatMessage } from '../../../shared/api';
import { ChatForm } from './chat-form';

/** The table chat; on the table page it can be folded away like the log. */
export function ChatPanel({ gameId, open, messages }: { gameId: string; open: boolean; messages: ChatMessage[] | null }) {
  return (
    <details className="panel fold" open aria-labelledby="chat-heading">
      <summary>
        <h2 id="chat-heading">Table chat{messages && messages.length > 0 ? ` (${messages.length})` : ''}</h2>
      </summary>
      {messages === null ? (
        <p className="muted">The chat could not be loaded.</p>
      ) : messages.length === 0 ? (
        <p className="muted">No message yet.</p>
      ) : (
        <ol className="plain chat">
          {messages.map((m) => (
            <li key={m.id}>
              <strong>{m.name}</strong> <span className="small muted">{m.at.replace('T', ' ').slice(0, 16)}</span>
              <div>{m.text}</div>
            </li>
          ))}
        </ol>
      )}
      {open ? <ChatForm gameId={gameId} /> : <p className="muted">The chat is closed at this moment of the game.</p>}
    </details>
  );
}
