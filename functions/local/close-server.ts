import type { Server } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';

/**
 * Stops an HTTP server at once. `close()` alone stops accepting and then waits for every open connection: a browser
 * polling a table keeps its keep-alive connection busy, and a half-sent request holds it until Node's request timeout
 * (minutes), so Ctrl-C of `npm run dev` seemed to hang. Here idle and active connections are closed too; a request in
 * flight at that moment is cut off, which is what stopping a dev server means.
 */
export function closeServer(server: Server | Http2Server | Http2SecureServer): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}
