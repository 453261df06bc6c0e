import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { OpenNextBuild } from './open-next-output';
import type { SiteFunctions } from './site-functions';

export interface SiteRoutingProps {
  build: OpenNextBuild;
  bucket: s3.IBucket;
  functions: SiteFunctions;
  /** The HTTP API's host name, e.g. `abc123.execute-api.eu-west-1.amazonaws.com`. */
  apiDomain: string;
}

/** The API's routes, served by the HTTP API on the site's own origin. */
export const apiPathPattern = '/api/v1/*';

/** Headers Next.js varies a page on (App Router navigation and prefetch); the cookie is in the key too. */
const nextHeaders = ['accept', 'rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-url', 'x-prerender-revalidate'];

/**
 * CloudFront's behaviors, from the build's own list (open-next.output.json) plus /api/v1/*: static files from S3,
 * images from the optimizer, everything else from the Next server.
 */
export class SiteRouting extends Construct {
  readonly defaultBehavior: cloudfront.BehaviorOptions;
  readonly additionalBehaviors: Record<string, cloudfront.BehaviorOptions> = {};

  constructor(scope: Construct, id: string, props: SiteRoutingProps) {
    super(scope, id);
    const { build, bucket, functions } = props;

    // Next and the site's own origin check need the host the browser used; the origins get their own Host header.
    const forwardHost = new cloudfront.Function(this, 'ForwardHost', {
      comment: 'Copies the viewer Host header to x-forwarded-host',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(
        'function handler(event) { var request = event.request; request.headers["x-forwarded-host"] = { value: request.headers.host.value }; return request; }',
      ),
    });
    const viewerRequest: cloudfront.FunctionAssociation[] = [
      { function: forwardHost, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
    ];

    // Pages are cached only when Next says so (s-maxage), and then per cookie: one player's page never reaches another.
    const serverCache = new cloudfront.CachePolicy(this, 'ServerCache', {
      comment: 'Next server: cache only what Next marks cacheable, keyed by its headers, query and cookies',
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.days(365),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList(...nextHeaders),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      cookieBehavior: cloudfront.CacheCookieBehavior.all(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const server: cloudfront.BehaviorOptions = {
      origin: new origins.FunctionUrlOrigin(functions.serverUrl),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: serverCache,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      functionAssociations: viewerRequest,
      compress: true,
    };
    const files: cloudfront.BehaviorOptions = {
      origin: origins.S3BucketOrigin.withOriginAccessControl(bucket, { originPath: `/${build.output.origins.s3.originPath}` }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      compress: true,
    };
    const images: cloudfront.BehaviorOptions = {
      origin: origins.FunctionUrlOrigin.withOriginAccessControl(functions.imageUrl),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
      cachePolicy: new cloudfront.CachePolicy(this, 'ImageCache', {
        comment: 'Image optimizer: keyed by the query (url, width, quality) and the accepted formats',
        headerBehavior: cloudfront.CacheHeaderBehavior.allowList('accept'),
        queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
        defaultTtl: Duration.days(1),
      }),
      compress: true,
    };
    const byOrigin: Record<string, cloudfront.BehaviorOptions> = { default: server, s3: files, imageOptimizer: images };

    this.defaultBehavior = server;
    for (const behavior of build.output.behaviors) {
      if (behavior.pattern === '*') continue;
      const target = byOrigin[behavior.origin ?? 'default'];
      if (!target) throw new Error(`open-next.output.json routes ${behavior.pattern} to an unknown origin ${behavior.origin}.`);
      this.additionalBehaviors[behavior.pattern] = target;
    }

    this.additionalBehaviors[apiPathPattern] = {
      origin: new origins.HttpOrigin(props.apiDomain, { protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // The HTTP API answers only to its own Host; everything else (cookies, Origin, query) goes through.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      functionAssociations: viewerRequest,
    };
  }
}
