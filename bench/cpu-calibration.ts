// The host's benchmarkIndex, measured as Lighthouse measures it (bench/cpu-multiplier.ts turns it
// into Lighthouse's CPU slowdown for this host).
import { chromium } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** The host's benchmarkIndex as Lighthouse computes it (its own page function), `runs` times. */
export async function measureBenchmarkIndexes(runs = 5): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const values: number[] = [];
    for (let i = 0; i < runs; i++) values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return values;
  } finally {
    await browser.close();
  }
}
