import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLambdaSecret } from './lambda-secret';

let port = 0;
const seen: Array<{ url: string; token: string | undefined }> = [];
const server = createServer((req, res) => {
  seen.push({ url: req.url!, token: req.headers['x-aws-parameters-secrets-token'] as string | undefined });
  if (req.url?.includes('missing')) {
    res.statusCode = 400;
    return res.end('{}');
  }
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ SecretString: 's3cret' }));
});
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, 'localhost', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
});

describe('readLambdaSecret', () => {
  it('given the secrets extension on its port, when a secret is read, then it asks by id with the session token and returns the string', async () => {
    const env = { PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(port), AWS_SESSION_TOKEN: 'tok' };
    expect(await readLambdaSecret('arn:aws:secretsmanager:eu-west-1:1:secret:x', env)).toBe('s3cret');
    expect(seen.at(-1)).toEqual({ url: '/secretsmanager/get?secretId=arn%3Aaws%3Asecretsmanager%3Aeu-west-1%3A1%3Asecret%3Ax', token: 'tok' });
  });

  it('given the extension refuses, when a secret is read, then it throws naming the secret', async () => {
    await expect(readLambdaSecret('missing', { PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(port) })).rejects.toThrow('the secret missing could not be read (HTTP 400)');
  });
});
