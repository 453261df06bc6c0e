import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DeliveryIdHeader, SignatureHeader, TimestampHeader, verifyWebhook } from '../webhook-signature';

export interface ReceivedWebhook {
  body: string;
  headers: IncomingMessage['headers'];
  /** Whether the signature checked out with the receiver's secret at arrival. */
  verified: boolean;
  status: number;
}

/**
 * A real HTTP receiver on 127.0.0.1 that verifies signatures like a user's endpoint would. `answers` lists the
 * statuses of the first requests (e.g. [500, 500] fails twice); later requests get 204. A verification failure gets 401.
 * The secret may be a getter: settings create it only once the receiver's URL is known.
 */
export async function startWebhookReceiver(secret: string | (() => string), answers: number[] = [], now: () => number = Date.now) {
  const secretNow = typeof secret === 'string' ? () => secret : secret;
  const received: ReceivedWebhook[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const verified = verifyWebhook(
        body,
        {
          signature: req.headers[SignatureHeader.toLowerCase()] as string,
          timestamp: req.headers[TimestampHeader.toLowerCase()] as string,
          deliveryId: req.headers[DeliveryIdHeader.toLowerCase()] as string,
        },
        secretNow(),
        now(),
      ).ok;
      const scripted = answers[received.length];
      const status = !verified ? 401 : (scripted ?? 204);
      received.push({ body, headers: req.headers, verified, status });
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
