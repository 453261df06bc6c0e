import path from 'node:path';
import type { NextConfig } from 'next';

/** Where the site's server reaches the HTTP API (functions/api); the browser reaches it through the rewrite below. */
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:8787';

const nextConfig: NextConfig = {
  // The site imports the shared contract from ../shared, so Turbopack's root is the repository.
  turbopack: { root: path.join(import.meta.dirname, '..') },
  // `npm run typecheck` checks web/ with the rest of the repository; the build must not fail on a sibling's unfinished file.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // The e2e suite builds into its own folder so it never disturbs a running `npm run dev`.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Same-origin API: sign-in links and the session cookie work on the site's own origin.
  async rewrites() {
    return [{ source: '/api/v1/:path*', destination: `${apiOrigin}/api/v1/:path*` }];
  },
};

export default nextConfig;
