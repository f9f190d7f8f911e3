import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The test files that need a module graph of their own (vitest `isolate: true`): they replace
 * modules (`vi.mock`), change the process's environment or globals before the code under test
 * reads them, or run in a browser-like environment (jsdom: React stores and the DOM keep state).
 * Every other file shares its worker's module graph with the files before it (`isolate: false`),
 * which saves importing the server once per file (docs/PERFORMANCE.md "Test suite").
 */
const NEEDS_OWN_GRAPH = [
  /\bvi\.(mock|doMock|stubEnv|stubGlobal|resetModules)\(/,
  /process\.env(\.\w+|\[[^\]]+\])\s*(=[^=]|\?\?=)/,
  /delete process\.env/,
  /@vitest-environment/,
];

const TEST_FILE = /\.test\.tsx?$/;

/** Paths relative to `root` of the test files under `folders` that need their own module graph. */
export function isolatedTestFiles(root: string, folders: string[]): string[] {
  return folders
    .filter((folder) => existsSync(path.join(root, folder)))
    .flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => TEST_FILE.test(file) && !file.split(path.sep).includes('node_modules'))
        .map((file) => path.join(folder, file)),
    )
    .filter((file) => NEEDS_OWN_GRAPH.some((pattern) => pattern.test(readFileSync(path.join(root, file), 'utf8'))));
}
