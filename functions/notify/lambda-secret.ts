/**
 * Reads a secret in Lambda through the Parameters and Secrets extension (the layer the service stack adds), which
 * caches it: no Secrets Manager client in the bundle and no call per invocation. Outside Lambda there is no extension.
 */
export async function readLambdaSecret(secretId: string, env: Record<string, string | undefined> = process.env): Promise<string> {
  const port = env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';
  const response = await fetch(`http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(secretId)}`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': env.AWS_SESSION_TOKEN ?? '' },
  });
  if (!response.ok) throw new Error(`the secret ${secretId} could not be read (HTTP ${response.status})`);
  const body = (await response.json()) as { SecretString?: string };
  if (!body.SecretString) throw new Error(`the secret ${secretId} has no string value`);
  return body.SecretString;
}
