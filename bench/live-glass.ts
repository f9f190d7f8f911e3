import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// The declared dev dependency (@playwright/test) launches the Debian chromium; no browser download.
import { type Browser, chromium, type Page } from '@playwright/test';
import { WeriftMediaRouter } from '@/lib/server/live-video/werift-media-router';
import { GLASS_PAGE } from './live-glass-page';

/** Speed: glass-to-glass p95 ≤ 100 ms with one viewer, peer-to-peer and through the SFU. */
export const GLASS_TARGET_P95_MS = 100;
const SECONDS = Number(process.env.BENCH_LIVE_GLASS_SECONDS ?? 15);
const WARMUP_MS = 3_000;
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream',
];

export type GlassFigures = { path: 'p2p' | 'sfu'; frames: number; p50Ms: number; p95Ms: number };

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

/** The performer's page: the timestamp canvas as a sendonly offer (every candidate in it). */
const senderOffer = (page: Page) =>
  page.evaluate(async () => {
    const w = window as unknown as Record<string, (...args: unknown[]) => unknown>;
    const stream = w.startSender!() as MediaStream;
    const pc = new RTCPeerConnection();
    (window as unknown as { pc: RTCPeerConnection }).pc = pc;
    for (const track of stream.getTracks()) pc.addTransceiver(track, { direction: 'sendonly', streams: [stream] });
    await pc.setLocalDescription(await pc.createOffer());
    return (await w.gathered!(pc)) as string;
  });

/** The guest's page: a video element that decodes timestamps; answers an offer, or makes a recvonly one. */
const receiverSdp = (page: Page, offer: string | null) =>
  page.evaluate(async (remoteOffer) => {
    const w = window as unknown as Record<string, (...args: unknown[]) => unknown>;
    const pc = new RTCPeerConnection();
    (window as unknown as { pc: RTCPeerConnection }).pc = pc;
    const video = document.createElement('video');
    video.muted = true;
    video.autoplay = true;
    document.body.append(video);
    pc.ontrack = (event) => {
      video.srcObject = event.streams[0] ?? new MediaStream([event.track]);
      void video.play().catch(() => {});
    };
    w.startReceiver!(video);
    if (remoteOffer) {
      await pc.setRemoteDescription({ type: 'offer', sdp: remoteOffer });
      await pc.setLocalDescription(await pc.createAnswer());
    } else {
      pc.addTransceiver('video', { direction: 'recvonly' });
      await pc.setLocalDescription(await pc.createOffer());
    }
    return (await w.gathered!(pc)) as string;
  }, offer);

const accept = (page: Page, answer: string) =>
  page.evaluate((sdp) => (window as unknown as { pc: RTCPeerConnection }).pc.setRemoteDescription({ type: 'answer', sdp }), answer);

async function measure(browser: Browser, url: string, path: 'p2p' | 'sfu'): Promise<GlassFigures> {
  const context = await browser.newContext();
  const router = new WeriftMediaRouter();
  try {
    const [performer, guest] = [await context.newPage(), await context.newPage()];
    await Promise.all([performer.goto(url), guest.goto(url)]);
    const offer = await senderOffer(performer);
    if (path === 'p2p') {
      await accept(performer, await receiverSdp(guest, offer));
    } else {
      await accept(performer, (await router.publish(1, offer)).answerSdp);
      await accept(guest, (await router.subscribe(1, 'chat:1', await receiverSdp(guest, null))).answerSdp);
    }
    await new Promise((resolve) => setTimeout(resolve, WARMUP_MS));
    await guest.evaluate(() => ((window as unknown as { samples: number[] }).samples.length = 0));
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const samples = await guest.evaluate(() => [...(window as unknown as { samples: number[] }).samples]);
    const figures = { path, frames: samples.length, p50Ms: percentile(samples, 50), p95Ms: percentile(samples, 95) };
    console.log(`  ${path}: ${figures.frames} frames decoded, p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms`);
    return figures;
  } finally {
    await context.close();
    await router.close();
  }
}

/** Glass-to-glass in headless Debian chromium with two pages of one browser, direct and through WeriftMediaRouter. */
export async function glassToGlass(): Promise<GlassFigures[]> {
  const server: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(GLASS_PAGE));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // localhost: a secure context (media APIs), and the same clock for both pages.
  const url = `http://localhost:${(server.address() as AddressInfo).port}/`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    return [await measure(browser, url, 'p2p'), await measure(browser, url, 'sfu')];
  } finally {
    await browser.close();
    server.close();
  }
}
