import 'server-only';
import { readLambdaSecret } from '../../functions/notify/lambda-secret';
import { siteRelayHeaders, visitorAddress } from './relay-proof';

let secret: Promise<string | null> | undefined;

/**
 * The relay secret: SITE_RELAY_SECRET locally (the local stack hands it over like API_ORIGIN), in AWS read once per
 * container from SITE_RELAY_SECRET_ARN through the Parameters and Secrets extension, as the API reads its own. Null
 * when neither is set: the site then relays nothing and the API counts the site's own address.
 */
function relaySecret(): Promise<string | null> {
  const env = process.env;
  secret ??= env.SITE_RELAY_SECRET
    ? Promise.resolve(env.SITE_RELAY_SECRET)
    : env.SITE_RELAY_SECRET_ARN
      ? readLambdaSecret(env.SITE_RELAY_SECRET_ARN, env)
      : Promise.resolve(null);
  return secret.catch((err: unknown) => {
    // The next call tries again; this one goes without the relay (the API then counts the site's address) rather than fail.
    secret = undefined;
    console.error('site relay secret:', err);
    return null;
  });
}

/** The headers that let the API count this visitor's sign-in requests apart from everybody else's; none if unknown. */
export async function visitorRelayHeaders(incoming: Headers): Promise<Record<string, string>> {
  const address = visitorAddress(incoming);
  if (!address) return {};
  const key = await relaySecret();
  return key ? siteRelayHeaders(key, address, Date.now()) : {};
}
