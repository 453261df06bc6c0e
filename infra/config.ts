import type { Node } from 'constructs';
import { z } from 'zod';

/**
 * The deployment's settings, read from CDK context (cdk.json, or `-c key=value` on the command line).
 * Nothing here is secret and nothing names an account: stacks stay environment-agnostic.
 */
export const DeployConfig = z.object({
  /** Short name of the deployment, part of every stack name: `dev`, `prod`. */
  stage: z.string().regex(/^[a-z][a-z0-9-]{0,19}$/, 'stage must be lower-case letters, digits and dashes, starting with a letter'),
  /** The SES-verified address notifications are sent from; empty means email is not configured yet (synth warns). */
  senderEmail: z.union([z.literal(''), z.email()]),
  /** The SES identity that covers senderEmail when it is not the address itself: its verified domain, e.g. `example.com`. */
  senderIdentity: z.union([z.literal(''), z.email(), z.string().regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'senderIdentity must be an email address or a domain')]),
  /** Optional custom domain of the site, e.g. `play.example.com`; needs `certificateArn` (an ACM certificate in us-east-1). */
  domain: z.union([z.literal(''), z.string().regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'domain must be a host name')]),
  certificateArn: z.union([z.literal(''), z.string().startsWith('arn:aws:acm:us-east-1:')]),
  /** The site's public URL when there is no custom domain (the CloudFront URL printed by the first deploy). */
  siteUrl: z.union([z.literal(''), z.url({ protocol: /^https$/ })]),
  /** Optional address that receives the alarms (SNS email subscription, confirmed by a link). */
  alarmEmail: z.union([z.literal(''), z.email()]),
}).refine((c) => c.domain === '' || c.certificateArn !== '', {
  message: 'a custom domain needs certificateArn (an ACM certificate in us-east-1 covering it)',
  path: ['certificateArn'],
});
export type DeployConfig = z.infer<typeof DeployConfig>;

const KEYS = ['stage', 'senderEmail', 'senderIdentity', 'domain', 'certificateArn', 'siteUrl', 'alarmEmail'] as const;

/** Reads and validates the context; a bad value stops synthesis with the key's name and the reason. */
export function readDeployConfig(node: Node): DeployConfig {
  const raw: Record<string, string> = {};
  for (const key of KEYS) {
    const value: unknown = node.tryGetContext(key);
    raw[key] = value === undefined || value === null ? '' : String(value).trim();
  }
  if (raw.stage === '') raw.stage = 'dev';
  const parsed = DeployConfig.safeParse(raw);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid CDK context: ${reasons}`);
  }
  return parsed.data;
}

/** The URL links in emails point to: the custom domain when there is one, else the configured site URL (may be empty). */
export function publicSiteUrl(config: DeployConfig): string {
  if (config.domain !== '') return `https://${config.domain}`;
  return config.siteUrl.replace(/\/$/, '');
}

/** The SES identity sending is scoped to: the explicit one, else the sender address itself; empty when email is not set up. */
export function senderIdentityName(config: DeployConfig): string {
  return config.senderIdentity !== '' ? config.senderIdentity : config.senderEmail;
}
