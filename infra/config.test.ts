import { App } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { publicSiteUrl, readDeployConfig, senderIdentityName } from './config';
import { buildServiceApp } from './testing/build-stacks';

const configOf = (context: Record<string, unknown>) => readDeployConfig(new App({ context }).node);

describe('deploy configuration from CDK context', () => {
  it('given the cdk.json of a fresh clone, when read, then it is a dev stage with email and domain not set up', () => {
    const config = configOf({ stage: 'dev', senderEmail: '', domain: '' });
    expect(config).toMatchObject({ stage: 'dev', senderEmail: '', domain: '', siteUrl: '' });
    expect(publicSiteUrl(config)).toBe('');
    expect(senderIdentityName(config)).toBe('');
  });

  it('given a custom domain with its certificate, when read, then links use https on that domain', () => {
    const config = configOf({ domain: 'play.example.com', certificateArn: 'arn:aws:acm:us-east-1:1:certificate/x' });
    expect(publicSiteUrl(config)).toBe('https://play.example.com');
  });

  it('given no domain but the CloudFront URL, when read, then links use that URL without a trailing slash', () => {
    expect(publicSiteUrl(configOf({ siteUrl: 'https://d111.cloudfront.net/' }))).toBe('https://d111.cloudfront.net');
  });

  it('given a verified domain identity, when read, then sending is scoped to it rather than to the address', () => {
    expect(senderIdentityName(configOf({ senderEmail: 'turns@example.com', senderIdentity: 'example.com' }))).toBe('example.com');
    expect(senderIdentityName(configOf({ senderEmail: 'turns@example.com' }))).toBe('turns@example.com');
  });

  it.each([
    [{ stage: 'Prod!' }, /stage must be lower-case/],
    [{ senderEmail: 'not-an-address' }, /senderEmail/],
    [{ domain: 'play.example.com' }, /certificateArn: a custom domain needs certificateArn/],
    [{ siteUrl: 'http://insecure.example.com' }, /siteUrl/],
  ])('given the bad context %j, when read, then synthesis stops naming the key', (context, reason) => {
    expect(() => configOf(context)).toThrow(reason);
  });

  it('given no sender email, when the service is synthesized, then nothing may send email and synth warns how to fix it', () => {
    const { service, serviceTemplate } = buildServiceApp({});
    expect(service.stackName).toBe('HeavyAsync-dev-Service');
    const annotations = Annotations.fromStack(service);
    annotations.hasWarning('*', Match.stringLikeRegexp('senderEmail is not set'));
    annotations.hasWarning('*', Match.stringLikeRegexp('Neither domain nor siteUrl is set'));
    expect(JSON.stringify(serviceTemplate.toJSON())).not.toContain('ses:');
  });
});
