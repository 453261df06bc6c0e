/**
 * Bundles one handler: `bundle-handler.ts <entry> <outdir>`, with the options (and plugins) of bundling.ts. Run by the
 * stack's local bundling in a child process, because the CDK's bundling hook is synchronous.
 */
import { build } from 'esbuild';
import { esbuildOptionsFor } from './bundling';

const [entry, outdir] = process.argv.slice(2);
if (!entry || !outdir) throw new Error('usage: bundle-handler.ts <entry> <outdir>');
await build(esbuildOptionsFor(entry, outdir));
