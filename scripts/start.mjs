// `npm start`: install what is missing, build what is stale, then run the production server.
// Plain Node, no dependencies. Migrations and the seed run inside server.ts, so the database is
// only ever opened by that one process.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild, ensureDependencies } from './prepare.mjs';

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));

/** The demo performer's stage name, read from the seed source when it is there. */
function performerName() {
  try {
    return readFileSync('lib/server/db/seed/names.ts', 'utf8').match(/DEMO_PERFORMER_STAGE_NAME\s*=\s*'([^']+)'/)?.[1];
  } catch {
    return undefined;
  }
}

function banner(port) {
  const name = performerName();
  console.log(`
  Open http://localhost:${port}/

  Demo accounts (demo data only):
    guest      demo@example.com      / demo-pass-123   balance 50,00 €
    performer  performer@example.com / demo-pass-123${name ? `   studio of ${name}` : ''}
  Stop with Ctrl+C.
`);
}

function serve() {
  const port = process.env.PORT ?? '3000';
  // The demo platform mails only into its outbox (MAILER=outbox), so its mailbox page is on unless
  // DEV_MAILBOX=0 says otherwise (a public deployment runs `npm run serve` with a real mailer).
  const env = { DEV_MAILBOX: '1', ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  // Own process group: a terminal Ctrl+C reaches only this script, which passes it on once
  // (a second signal would make the server skip its clean shutdown).
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/node-hooks.mjs', 'server.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (String(chunk).includes(' ready on ')) banner(port);
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal));
  }
  process.on('exit', () => child.exitCode === null && child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

ensureDependencies();
ensureBuild();
serve();
