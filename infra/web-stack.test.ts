import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPathPattern } from './constructs/site-routing';
import { actionsOf, allStatements, buildFullApp, fixtureSiteDir, statementsOfRole, testContext } from './testing/build-stacks';

type Resource = { Properties: Record<string, any> };

const behaviorsOf = (template: Template) => {
  const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0] as Resource;
  const config = distribution.Properties.DistributionConfig;
  return { config, byPattern: new Map<string, any>(config.CacheBehaviors.map((b: any) => [b.PathPattern, b])) };
};
const originIdOf = (config: any, domainMatcher: (domain: unknown) => boolean) =>
  config.Origins.find((origin: any) => domainMatcher(origin.DomainName)).Id as string;
const functionNamed = (template: Template, prefix: string) => {
  const entry = Object.entries(template.findResources('AWS::Lambda::Function')).find(([id]) => id.startsWith(prefix));
  if (!entry) throw new Error(`no function ${prefix}*`);
  return entry as [string, Resource];
};

describe('web stack', () => {
  let template: Template;
  beforeAll(() => {
    template = buildFullApp().webTemplate as Template;
  });

  it('given the OpenNext output, when synthesized, then the server, image, revalidation and seeding functions run Node 22 on arm64', () => {
    for (const prefix of ['SiteServer', 'SiteImageOptimizer', 'SiteRevalidation', 'SiteTagCacheSeeder']) {
      const [, fn] = functionNamed(template, prefix);
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
    }
  });

  it('given server components call the API, when synthesized, then the server gets the HTTP API endpoint and its caches', () => {
    const [, server] = functionNamed(template, 'SiteServer');
    expect(server.Properties.Environment.Variables).toMatchObject({
      API_ORIGIN: { 'Fn::ImportValue': expect.stringMatching(/^HeavyAsync-test-Service:.*HttpApi/) },
      CACHE_BUCKET_NAME: { Ref: expect.stringMatching(/^Assets/) },
      CACHE_BUCKET_KEY_PREFIX: '_cache',
      REVALIDATION_QUEUE_URL: { Ref: expect.stringMatching(/^SiteRevalidationQueue/) },
      CACHE_DYNAMO_TABLE: { Ref: expect.stringMatching(/^SiteTagCache/) },
    });
  });

  it('given Suspense streams, when synthesized, then the server URL streams and is the default origin', () => {
    template.hasResourceProperties('AWS::Lambda::Url', {
      TargetFunctionArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SiteServer'), 'Arn'] },
      InvokeMode: 'RESPONSE_STREAM',
      AuthType: 'NONE',
    });
    const { config } = behaviorsOf(template);
    const serverOrigin = originIdOf(config, (d) => JSON.stringify(d).includes('SiteServerFunctionUrl'));
    expect(config.DefaultCacheBehavior.TargetOriginId).toBe(serverOrigin);
  });

  it('given the build\'s behaviors, when synthesized, then static files come from S3, images from the optimizer', () => {
    const { config, byPattern } = behaviorsOf(template);
    const s3Origin = originIdOf(config, (d) => JSON.stringify(d).includes('RegionalDomainName'));
    const imageOrigin = originIdOf(config, (d) => JSON.stringify(d).includes('SiteImageOptimizerFunctionUrl'));
    expect(byPattern.get('_next/*').TargetOriginId).toBe(s3Origin);
    expect(byPattern.get('BUILD_ID').TargetOriginId).toBe(s3Origin);
    expect(byPattern.get('_next/image*').TargetOriginId).toBe(imageOrigin);
    expect(config.Origins.find((o: any) => o.Id === s3Origin).OriginPath).toBe('/_assets');
    template.hasResourceProperties('AWS::Lambda::Url', {
      TargetFunctionArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SiteImageOptimizer'), 'Arn'] },
      AuthType: 'AWS_IAM',
    });
  });

  it('given the API on the site\'s origin, when synthesized, then /api/v1/* goes to the HTTP API uncached with cookies and query', () => {
    const { config, byPattern } = behaviorsOf(template);
    const api = byPattern.get(apiPathPattern);
    const apiOrigin = config.Origins.find((o: any) => o.Id === api.TargetOriginId);
    expect(JSON.stringify(apiOrigin.DomainName)).toMatch(/HeavyAsync-test-Service:ExportsOutput.*HttpApi/);
    expect(apiOrigin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    expect(api.AllowedMethods).toContain('POST');
    expect(api.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // Managed-CachingDisabled
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // Managed-AllViewerExceptHostHeader
  });

  it('given per-player pages, when synthesized, then the server\'s cache key includes every cookie', () => {
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        DefaultTTL: 0,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({ CookiesConfig: { CookieBehavior: 'all' } }),
      }),
    });
  });

  it('given a custom domain, when synthesized, then CloudFront serves it with the configured certificate', () => {
    const { config } = behaviorsOf(template);
    expect(config.Aliases).toEqual([testContext.domain]);
    expect(config.ViewerCertificate.AcmCertificateArn).toBe(testContext.certificateArn);
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('given the build\'s files, when synthesized, then they are uploaded, the versioned _next/ ones as immutable', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: '_assets/_next',
      SystemMetadata: { 'cache-control': 'public,max-age=31536000,immutable' },
      Prune: false,
    });
    template.hasResourceProperties('Custom::CDKBucketDeployment', { DestinationBucketKeyPrefix: '_cache' });
  });

  it('given the bucket, when synthesized, then it is private and reachable by CloudFront only through origin access control', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
    });
    template.resourcePropertiesCountIs('AWS::CloudFront::OriginAccessControl', { OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3' }) }, 1);
  });

  it('given the image optimizer, when its role is read, then it may only read the static files', () => {
    const [, image] = functionNamed(template, 'SiteImageOptimizer');
    const statements = statementsOfRole(template, image.Properties.Role['Fn::GetAtt'][0]);
    expect(statements.flatMap(actionsOf).every((a) => a.startsWith('s3:Get') || a.startsWith('s3:List'))).toBe(true);
    expect(JSON.stringify(statements)).toMatch(/\/_assets\/\*/);
  });

  it('given the site relay secret, when policies are read, then only the server may read it, over the secrets extension', () => {
    const [, server] = functionNamed(template, 'SiteServer');
    const readers = Object.entries(template.findResources('AWS::IAM::Policy'))
      .filter(([, p]) => JSON.stringify(p.Properties.PolicyDocument).includes('SiteRelaySecret'))
      .map(([, p]) => p.Properties.Roles.map((r: { Ref: string }) => r.Ref))
      .flat();
    expect(readers).toEqual([server.Properties.Role['Fn::GetAtt'][0]]);
    expect(server.Properties.Environment.Variables.SITE_RELAY_SECRET_ARN).toEqual({ 'Fn::ImportValue': expect.stringMatching(/^HeavyAsync-test-Service:.*SiteRelaySecret/) });
    expect(server.Properties.Environment.Variables.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT).toBe('2773');
    expect(JSON.stringify(server.Properties.Layers)).toMatch(/arm64/);
  });

  it('given grants only, when every policy is read, then no statement allows every action or every resource', () => {
    for (const statement of allStatements(template)) {
      expect(actionsOf(statement).some((a) => a === '*' || a.endsWith(':*'))).toBe(false);
      expect([statement.Resource].flat()).not.toContain('*');
    }
  });

  it('given the tag cache, when deployed, then a custom resource invokes OpenNext\'s seeding function', () => {
    const [seederId] = functionNamed(template, 'SiteTagCacheSeeder');
    const seed = Object.values(template.findResources('Custom::AWS'))[0] as Resource;
    const create = JSON.stringify(seed.Properties.Create);
    expect(create).toMatch(/\\"action\\":\\"invoke\\"/);
    expect(create).toContain('initializationFunction');
    expect(create).toContain(seederId);
  });
});

describe('web stack, build checks', () => {
  const copyFixture = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'open-next-site-'));
    fs.cpSync(fixtureSiteDir, dir, { recursive: true });
    return dir;
  };

  it('given no custom domain, when synthesized, then the site is on its CloudFront address and says so', () => {
    const { webTemplate } = buildFullApp({ stage: 'test', senderEmail: testContext.senderEmail });
    const template = webTemplate as Template;
    const { config } = behaviorsOf(template);
    expect(config.Aliases).toBeUndefined();
    template.hasOutput('SiteUrl', {
      Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('^Distribution'), 'DomainName'] }]] },
    });
  });

  it('given no OpenNext build, when the app is synthesized, then the web stack is left out and the others remain', () => {
    const { web, serviceTemplate } = buildFullApp(testContext, fs.mkdtempSync(path.join(os.tmpdir(), 'no-site-')));
    expect(web).toBeUndefined();
    serviceTemplate.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
  });

  it('given sharp fetched for the build machine\'s x64, when synthesized, then synthesis stops and says how to fix it', () => {
    const dir = copyFixture();
    const img = path.join(dir, '.open-next', 'image-optimization-function', 'node_modules', '@img');
    fs.renameSync(path.join(img, 'sharp-linux-arm64'), path.join(img, 'sharp-linux-x64'));
    expect(() => buildFullApp(testContext, dir)).toThrow(/runs on arm64 but sharp was fetched for x64/);
  });

  it('given an output with an edge function, when synthesized, then synthesis stops naming it', () => {
    const dir = copyFixture();
    const file = path.join(dir, '.open-next', 'open-next.output.json');
    const output = JSON.parse(fs.readFileSync(file, 'utf8'));
    output.edgeFunctions = { middleware: { handler: 'handler.handler', bundle: '.open-next/middleware' } };
    fs.writeFileSync(file, JSON.stringify(output));
    expect(() => buildFullApp(testContext, dir)).toThrow(/edge functions \(middleware\)/);
  });
});
