import { explainSeqScans, openBenchDatabase } from './db';
import { purchasesSection } from './purchases';
import { bareGinLookup, catalogueScenarios, searchOnce, searchPatterns, warmupPatterns } from './scenarios';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/**
 * The sections that read the database directly, after the server stopped: search latency (the
 * search service, uncached, against a bare trigram GIN lookup in the same run) and EXPLAIN of every
 * statement the catalogue scenarios send (no sequential scan on the big tables); purchases per
 * second against plain ledger transfers (bench/purchases.ts), last because it writes.
 */
export async function dbSections(dataDir: string, sections: Set<string>): Promise<{ report: Record<string, unknown>; lines: string[] }> {
  const { db, client, recorded, close } = await openBenchDatabase(dataDir);
  const report: Record<string, unknown> = {};
  const lines: string[] = [];
  try {
    if (sections.has('search')) {
      const time = async (fn: () => Promise<unknown>) => {
        const start = performance.now();
        await fn();
        return performance.now() - start;
      };
      // Cold: a freshly opened database, so most pages come from disk through PGlite's file
      // system. Steady state: reopened (an empty buffer pool again), then other searches first
      // (warmupPatterns, no pattern of the measured set), then the measured set — a running
      // server that has served searches before. The search cache is off in both.
      const pass = async (handle: { db: typeof db; client: typeof client }) => {
        const service: number[] = [];
        const bare: number[] = [];
        for (const pattern of searchPatterns) {
          service.push(await time(() => searchOnce(handle.db, pattern)));
          bare.push(await time(() => bareGinLookup(handle.client, pattern)));
        }
        return { service, bare };
      };
      const cold = await pass({ db, client });
      const reopened = await openBenchDatabase(dataDir);
      let warm: Awaited<ReturnType<typeof pass>>;
      try {
        for (const pattern of warmupPatterns) await searchOnce(reopened.db, pattern);
        warm = await pass(reopened);
      } finally {
        await reopened.close();
      }
      const figures = {
        patterns: searchPatterns.length,
        coldP50: percentile(cold.service, 50),
        coldP95: percentile(cold.service, 95),
        serviceP50: percentile(warm.service, 50),
        serviceP95: percentile(warm.service, 95),
        bareP50: percentile(warm.bare, 50),
        bareP95: percentile(warm.bare, 95),
      };
      report.search = figures;
      console.log(`\nsearch: service p95 ${figures.serviceP95.toFixed(1)} ms warm (${figures.coldP95.toFixed(1)} ms cold), bare GIN p95 ${figures.bareP95.toFixed(1)} ms`);
      lines.push('', '### Search latency (search cache off, in process)', '', '| | p50 ms | p95 ms |', '|---|---:|---:|',
        `| search service, cold database (${figures.patterns} patterns, first pass) | ${figures.coldP50.toFixed(1)} | ${figures.coldP95.toFixed(1)} |`,
        `| search service, steady state (after ${warmupPatterns.length} other searches) | ${figures.serviceP50.toFixed(1)} | ${figures.serviceP95.toFixed(1)} |`,
        `| bare full-text GIN lookup, warm (baseline) | ${figures.bareP50.toFixed(2)} | ${figures.bareP95.toFixed(2)} |`,
        `| ratio p95, warm | | ${(figures.serviceP95 / Math.max(figures.bareP95, 0.01)).toFixed(1)}× |`);
    }
    if (sections.has('explain')) {
      const rows: string[] = [];
      let bad = 0;
      for (const [name, run] of catalogueScenarios) {
        recorded.length = 0;
        await run(db);
        const scans = new Set<string>();
        const statements = [...recorded];
        // As the service ran them: settings a statement makes LOCAL (select set_config(…, true))
        // apply to the statements after it, so replay in one transaction.
        await client.transaction(async (tx) => {
          for (const query of statements) {
            if (/^\s*select set_config\(/i.test(query.sql)) await tx.query(query.sql, query.params as never[]);
            else for (const table of await explainSeqScans(tx, query)) scans.add(table);
          }
        });
        if (scans.size > 0) bad++;
        rows.push(`| ${name} | ${recorded.length} | ${scans.size === 0 ? 'none' : [...scans].join(', ')} |`);
      }
      report.explain = { scenarios: catalogueScenarios.length, withSeqScans: bad };
      console.log(`\nexplain: ${catalogueScenarios.length} scenarios, ${bad} with a sequential scan on a big table`);
      lines.push('', '### EXPLAIN: sequential scans on big tables', '', '| scenario | statements | seq scans |', '|---|---:|---|', ...rows);
    }
    if (sections.has('purchases')) {
      recorded.length = 0;
      const f = await purchasesSection(db);
      recorded.length = 0;
      report.purchases = f;
      const ratio = f.purchasesPerSec / Math.max(f.transfersPerSec, 0.01);
      console.log(`\npurchases: ${f.purchasesPerSec.toFixed(0)}/s through buyItem, ${f.transfersPerSec.toFixed(0)}/s plain transfers (${ratio.toFixed(2)}×), ${f.invariants.length} invariants hold`);
      lines.push('', `### Purchases (in process, concurrency ${f.concurrency}, ${f.guests} guests, ${f.purchases} purchases)`, '',
        '| | per s | p50 ms | p95 ms | vs transfers |', '|---|---:|---:|---:|---:|',
        `| plain ledger transfers, postTransaction (baseline) | ${f.transfersPerSec.toFixed(0)} | | | 1.00× |`,
        `| purchases, buyItem | ${f.purchasesPerSec.toFixed(0)} | ${f.p50Ms.toFixed(1)} | ${f.p95Ms.toFixed(1)} | ${ratio.toFixed(2)}× |`,
        '', `Invariants checked afterwards, all hold: ${f.invariants.join('; ')}.`);
    }
  } finally {
    await close();
  }
  return { report, lines };
}
