import path from 'node:path';
import { CfnOutput, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { App } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { DeployConfig } from './config';
import { hasOpenNextBuild, type OpenNextBuild, readOpenNextBuild } from './constructs/open-next-output';
import { SiteFunctions } from './constructs/site-functions';
import { SiteRouting } from './constructs/site-routing';
import { repoRoot } from './entries';
import type { ServiceStack } from './service-stack';

export interface WebStackProps extends StackProps {
  config: DeployConfig;
  /** The API the site calls: server components directly, browsers through CloudFront's /api/v1/*. */
  service: ServiceStack;
  /** The OpenNext build of web/ (`npm run web:open-next`). */
  build: OpenNextBuild;
}

/**
 * The site: the OpenNext build of the Next.js app served through CloudFront. Static files come from S3, pages from the
 * Next server Lambda, images from the image optimizer, and /api/v1/* goes straight to the HTTP API on the same origin,
 * so the session cookie and sign-in links work on the site's own domain.
 */
export class WebStack extends Stack {
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { build, config, service } = props;

    const bucket = new s3.Bucket(this, 'Assets', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Everything in it is rebuilt by the next `open-next build`.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const functions = new SiteFunctions(this, 'Site', { build, bucket, apiOrigin: service.httpApi.apiEndpoint, relaySecret: service.siteRelaySecret });
    const apiDomain = Fn.select(2, Fn.split('/', service.httpApi.apiEndpoint));
    const routing = new SiteRouting(this, 'Routing', { build, bucket, functions, apiDomain });

    const certificate = config.domain !== '' ? acm.Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn) : undefined;
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Heavy async site (${config.stage})`,
      defaultBehavior: routing.defaultBehavior,
      additionalBehaviors: routing.additionalBehaviors,
      domainNames: config.domain !== '' ? [config.domain] : undefined,
      certificate,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // Only a custom certificate can raise the TLS floor; CloudFront's default certificate has a fixed policy.
      minimumProtocolVersion: certificate ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
    });

    this.deployFiles(build, bucket);

    const siteUrl = config.domain !== '' ? `https://${config.domain}` : `https://${this.distribution.distributionDomainName}`;
    new CfnOutput(this, 'SiteUrl', { value: siteUrl, description: 'The site; without a custom domain, deploy again with -c siteUrl=<this>' });
    if (config.domain !== '') {
      new CfnOutput(this, 'DnsTarget', { value: this.distribution.distributionDomainName, description: `CNAME/ALIAS target of ${config.domain}` });
    }
  }

  /** Uploads the build's static files (the versioned _next/ ones immutable) and its prerendered cache. */
  private deployFiles(build: OpenNextBuild, bucket: s3.IBucket): void {
    build.output.origins.s3.copy.forEach((copy, index) => {
      const source = path.join(build.appDir, copy.from);
      const cacheControl = copy.cached
        ? [s3deploy.CacheControl.fromString('public,max-age=0,s-maxage=31536000,must-revalidate')]
        : undefined;
      const exclude = copy.versionedSubDir ? [`${copy.versionedSubDir}/*`] : [];
      new s3deploy.BucketDeployment(this, `Files${index}`, {
        sources: [s3deploy.Source.asset(source, { exclude })],
        destinationBucket: bucket,
        destinationKeyPrefix: copy.to,
        cacheControl,
        // Old files stay: a browser still on the previous build keeps loading its chunks.
        prune: false,
        memoryLimit: 512,
      });
      if (copy.versionedSubDir) {
        new s3deploy.BucketDeployment(this, `VersionedFiles${index}`, {
          sources: [s3deploy.Source.asset(path.join(source, copy.versionedSubDir))],
          destinationBucket: bucket,
          destinationKeyPrefix: `${copy.to}/${copy.versionedSubDir}`,
          cacheControl: [s3deploy.CacheControl.fromString('public,max-age=31536000,immutable')],
          prune: false,
          memoryLimit: 512,
        });
      }
    });
  }
}

/** Where `npm run web:open-next` writes the build. */
export const defaultSiteDir = path.join(repoRoot, 'web');

/**
 * Adds the web stack when the site has been built with OpenNext; otherwise synthesizes the data and service stacks
 * alone and says how to build the site. Tests give their own small build output.
 */
export function addWebStackWhenBuilt(
  app: App,
  id: string,
  props: Omit<WebStackProps, 'build'> & { siteDir?: string },
): WebStack | undefined {
  const siteDir = props.siteDir ?? defaultSiteDir;
  if (!hasOpenNextBuild(siteDir)) {
    console.warn(`No OpenNext build in ${path.relative(repoRoot, siteDir)}/.open-next: the web stack is left out; run \`npm run web:open-next\` first to deploy the site.`);
    return undefined;
  }
  return new WebStack(app, id, { ...props, build: readOpenNextBuild(siteDir) });
}
