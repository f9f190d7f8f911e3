// Shared by scripts/start.mjs and scripts/test.mjs. Plain Node, no dependencies.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Everything `next build` reads: a change in any of them makes the build stale. */
const BUILD_INPUTS = [
  'app',
  'components',
  'lib',
  'i18n',
  'messages',
  'stores',
  'public',
  'proxy.ts',
  'next.config.ts',
  'package.json',
  'postcss.config.mjs',
  'tsconfig.json',
  'app/globals.css',
];

/** Newest modification time under `target` (a file or a folder), 0 when it does not exist. */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Runs a command with inherited output; exits with its status when it fails. */
export function run(command, args, env = process.env) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** `npm ci` fails on this registry (TOOLCHAIN.md): `npm install` when node_modules is missing or stale. */
export function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json';
  if (existsSync(marker) && newestMtime('package-lock.json') <= newestMtime(marker)) return;
  run('npm', ['install', '--no-audit', '--no-fund']);
}

/** Builds when .next/BUILD_ID is missing or older than any build input. */
export function ensureBuild() {
  const built = newestMtime('.next/BUILD_ID');
  const stale = BUILD_INPUTS.find((input) => newestMtime(input) > built);
  if (built > 0 && !stale) return;
  console.log(built === 0 ? 'No production build yet.' : `${stale} changed since the last build.`);
  run('npx', ['next', 'build'], { ...process.env, NEXT_TELEMETRY_DISABLED: '1' });
}
