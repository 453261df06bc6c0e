/** The HTTP API's contract, shared by the service (functions/api) and the site (web/): zod schemas and inferred types. */
export * from './common';
export * from './games';
export * from './me';
export * from './dev';
