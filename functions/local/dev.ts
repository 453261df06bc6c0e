import { JAVA_MISSING } from './dynamodb-local';
import { startLocalStack } from './stack';

/**
 * `npm run dev`: the whole product locally with nothing to configure. Data stays under `.data/` across restarts;
 * Ctrl-C stops everything.
 */
async function main() {
  console.log('Starting DynamoDB Local, the mail catcher, the API and the site...');
  const stack = await startLocalStack();
  const lines = [
    '',
    `  API        ${stack.apiUrl}/api/v1   (e.g. ${stack.apiUrl}/api/v1/games/types)`,
    stack.siteUrl ? `  Site       ${stack.siteUrl}` : '  Site       not started: web/ has no Next.js app yet',
    `  Mail       ${stack.apiUrl}/api/v1/dev/mail   (sign-in links land here; SMTP on 127.0.0.1:${stack.smtpPort})`,
    `  DynamoDB   ${stack.dynamoEndpoint}   (data in ${stack.dataDir}/dynamodb)`,
    '',
    'Ctrl-C stops all of it.',
  ];
  console.log(lines.join('\n'));
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  console.error(message === JAVA_MISSING ? message : `npm run dev failed: ${message}`);
  if (/EADDRINUSE/.test(message)) console.error('Another process holds port 8787 or 3000: stop it (maybe an earlier `npm run dev`) and try again.');
  process.exit(1);
});
