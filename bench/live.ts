import { GLASS_TARGET_P95_MS, type GlassFigures, glassToGlass } from './live-glass';
import { startLiveChild } from './live-ipc';
import { BenchPublisher, BenchViewer } from './live-peers';

/** Viewer counts measured, one after the other on the same room (BENCH_LIVE_VIEWERS="1,5,10"). */
const VIEWER_STEPS = (process.env.BENCH_LIVE_VIEWERS ?? '1,5,10').split(',').map(Number).filter((n) => n > 0);
const WINDOW_S = Number(process.env.BENCH_LIVE_SECONDS ?? 8);
/** JIT and the first RTCP reports settle before a window opens (with 2 s the first viewer's figure came out higher). */
const WARMUP_MS = 5_000;
/** Speed: SFU forwarding ≤ 1.5% of one core per viewer at about 1.7 Mbps. */
export const LIVE_TARGET_PERCENT_PER_VIEWER = 1.5;

type Step = { viewers: number; cpuPercent: number; perViewerPercent: number | null; mbpsPerViewer: number | null };

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One SFU child under a synthetic performer sending ~1.7 Mbps: its CPU (user + system, % of one
 * core) over WINDOW_S with no viewer, then with each viewer count; the cost per viewer is the
 * rise over the publisher-only figure divided by the viewers. The synthetic peers run in this
 * process, so the child's figures are the SFU's alone (they share the machine's 2 cores).
 */
async function measure(mode: 'router' | 'bare'): Promise<Step[]> {
  const child = await startLiveChild(mode);
  const publisher = new BenchPublisher();
  const viewers: BenchViewer[] = [];
  try {
    await publisher.start((await child.request({ type: 'publish', sdp: await publisher.offer() }, 'answer')).sdp);
    const window = async (count: number): Promise<Step> => {
      await settle(WARMUP_MS);
      const before = await child.request({ type: 'cpu' }, 'cpu');
      const bytesBefore = viewers.map((viewer) => viewer.videoBytes);
      await settle(WINDOW_S * 1000);
      const after = await child.request({ type: 'cpu' }, 'cpu');
      const seconds = (after.at - before.at) / 1000;
      const cpuPercent = ((after.micros - before.micros) / 1e6 / seconds) * 100;
      const received = viewers.reduce((sum, viewer, i) => sum + viewer.videoBytes - (bytesBefore[i] ?? 0), 0);
      return { viewers: count, cpuPercent, perViewerPercent: null, mbpsPerViewer: count > 0 ? (received * 8) / 1e6 / seconds / count : null };
    };
    const steps = [await window(0)];
    for (const target of VIEWER_STEPS) {
      while (viewers.length < target) {
        const viewer = new BenchViewer();
        viewers.push(viewer);
        const { sdp } = await child.request({ type: 'subscribe', viewerId: `bench:${viewers.length}`, sdp: await viewer.offer() }, 'answer');
        await viewer.start(sdp);
      }
      const step = await window(target);
      step.perViewerPercent = (step.cpuPercent - steps[0]!.cpuPercent) / target;
      steps.push(step);
      console.log(`  ${mode}: ${target} viewer(s): SFU ${step.cpuPercent.toFixed(1)}% of a core, ${step.perViewerPercent.toFixed(2)}% per viewer, ${step.mbpsPerViewer?.toFixed(2)} Mbps each`);
    }
    return steps;
  } finally {
    await Promise.all(viewers.map((viewer) => viewer.close()));
    await publisher.close();
    await child.stop();
  }
}

/**
 * BENCH_SECTIONS=live: the bare werift forwarder first, then WeriftMediaRouter, each in a fresh
 * child; then glass-to-glass in Debian chromium (BENCH_LIVE_GLASS=0 skips it).
 */
export async function liveSection(): Promise<{ report: Record<string, unknown>; lines: string[] }> {
  console.log(`\nlive: SFU forwarding CPU per viewer at ~1.7 Mbps, ${WINDOW_S} s windows, viewers ${VIEWER_STEPS.join(', ')}`);
  const bare = await measure('bare');
  const router = await measure('router');
  let glass: GlassFigures[] = [];
  if (process.env.BENCH_LIVE_GLASS !== '0') {
    console.log('live: glass-to-glass, headless chromium, one viewer');
    glass = await glassToGlass();
  }
  const f = (n: number | null, digits = 2) => (n === null ? '–' : n.toFixed(digits));
  // Per viewer in a full room: the largest step's rise over the publisher-only figure, divided by
  // its viewers; the marginal figure leaves out the first viewer's fixed share (werift's sender
  // machinery starting up, the same in the bare forwarder).
  const largest = router.at(-1)!;
  const marginal = (steps: Step[]) => (steps.length > 2 ? (steps.at(-1)!.cpuPercent - steps[1]!.cpuPercent) / (steps.at(-1)!.viewers - steps[1]!.viewers) : null);
  const perViewer = largest.perViewerPercent ?? Number.POSITIVE_INFINITY;
  const met = perViewer <= LIVE_TARGET_PERCENT_PER_VIEWER;
  const lines = [
    '',
    `### Live video: SFU forwarding (synthetic werift publisher and viewers, ~1.7 Mbps, SFU in a child process, ${WINDOW_S} s windows)`,
    '',
    '| viewers | bare werift forwarder, % of a core | per viewer | WeriftMediaRouter, % of a core | per viewer | Mbps per viewer (router) |',
    '|---:|---:|---:|---:|---:|---:|',
    ...router.map((step, i) => `| ${step.viewers} | ${f(bare[i]?.cpuPercent ?? null, 1)} | ${f(bare[i]?.perViewerPercent ?? null)} | ${f(step.cpuPercent, 1)} | ${f(step.perViewerPercent)} | ${f(step.mbpsPerViewer)} |`),
    '',
    `Marginal cost per added viewer (from ${router[1]?.viewers} to ${largest.viewers} viewers): router ${f(marginal(router))}%, bare werift ${f(marginal(bare))}% of a core; the first viewer also carries a fixed share (${f(router[1]?.perViewerPercent ?? null)}% for one viewer).`,
    '',
    `| target | measured (${largest.viewers} viewers) | |`,
    '|---|---:|---|',
    `| SFU forwarding ≤ ${LIVE_TARGET_PERCENT_PER_VIEWER}% of one core per viewer at ~1.7 Mbps | ${f(perViewer)}% | ${met ? 'met' : '**not met**'} |`,
  ];
  if (glass.length > 0) {
    const glassMet = glass.every((figures) => figures.p95Ms <= GLASS_TARGET_P95_MS);
    lines.push(
      '',
      '### Live video: glass to glass (headless Debian chromium, canvas timestamps, one viewer; media path only, the SDPs handed over directly)',
      '',
      '| path | frames decoded | p50 ms | p95 ms |',
      '|---|---:|---:|---:|',
      ...glass.map((figures) => `| ${figures.path === 'p2p' ? 'peer to peer' : 'through WeriftMediaRouter'} | ${figures.frames} | ${figures.p50Ms} | ${figures.p95Ms} |`),
      '',
      `| target | measured | |`,
      '|---|---:|---|',
      `| glass-to-glass p95 ≤ ${GLASS_TARGET_P95_MS} ms, peer to peer and through the SFU | ${glass.map((figures) => figures.p95Ms).join(' / ')} ms | ${glassMet ? 'met' : '**not met**'} |`,
    );
  }
  return { report: { live: { bare, router, glass, marginal: { router: marginal(router), bare: marginal(bare) }, targetPercentPerViewer: LIVE_TARGET_PERCENT_PER_VIEWER, met } }, lines };
}
