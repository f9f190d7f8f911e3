/**
 * Runs before every test file with a module graph of its own (vitest.config.ts): in the browser-like
 * ones, findBy* and waitFor wait up to 5 s instead of Testing Library's 1 s. Islands load their
 * chunks with import(), and on a CI machine busy with two test workers the first such import of a
 * file took longer than a second now and then (a red run for a box that did open). A longer wait
 * makes no failing test pass: it only fails later.
 */
export {};

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}
