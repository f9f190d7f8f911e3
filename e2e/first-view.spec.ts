import { expect, test, type Browser, type Page } from '@playwright/test';
import { open, signUpQuickly } from './overlay-helpers';

// §1: whatever a visitor sees first is in the server HTML — the largest contentful paint of the
// first view does not wait for React. A new visitor on a phone (no consent cookie, as Lighthouse).
const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, storageState: { cookies: [], origins: [] } };
test.use(phone);

type Candidate = { tag: string; text: string; imageUrl: string; startTime: number; size: number };

/**
 * Describes every largest-contentful-paint candidate the moment it is reported, from before the
 * page's first byte: an island may later replace the server's element (with the same markup), and a
 * removed element can no longer be described.
 */
async function watchLargestPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Candidate[] = [];
    (window as unknown as { __largestPaints: Candidate[] }).__largestPaints = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[]) {
        const element = entry.element;
        seen.push({
          tag: element?.tagName.toLowerCase() ?? '',
          text: (element?.textContent ?? '').replace(/\s+/g, ' ').trim(),
          imageUrl: entry.url,
          startTime: Math.round(entry.startTime),
          size: (entry as unknown as { size: number }).size,
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The last candidate of the first view. Candidates painted after hydration come within a moment of `load` on this machine. */
async function largestPaint(page: Page): Promise<Candidate | null> {
  await page.waitForTimeout(1_500);
  return page.evaluate(() => (window as unknown as { __largestPaints: Candidate[] }).__largestPaints.at(-1) ?? null);
}

/** Whether the server HTML (parsed, never run) holds the same image or an element of the same tag with the same text. */
async function inServerHtml(page: Page, html: string, candidate: Candidate): Promise<boolean> {
  return page.evaluate(
    ({ html, candidate }) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const resolve = (url: string) => new URL(url, location.href).href;
      if (candidate.imageUrl) {
        const wanted = resolve(candidate.imageUrl);
        const urls = [...doc.querySelectorAll('img, source, video, link[rel="preload"]')].flatMap((el) => [
          ...['src', 'poster', 'href'].map((name) => el.getAttribute(name) ?? ''),
          ...(el.getAttribute('srcset') ?? el.getAttribute('imagesrcset') ?? '').split(',').map((part) => part.trim().split(/\s+/)[0] ?? ''),
        ]);
        const styles = [...doc.querySelectorAll('[style]')].map((el) => el.getAttribute('style') ?? '');
        return urls.some((url) => url && resolve(url) === wanted) || styles.some((style) => style.includes(new URL(wanted).pathname));
      }
      if (!candidate.text) return false;
      return [...doc.body.querySelectorAll(candidate.tag || '*')].some((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim() === candidate.text);
    },
    { html, candidate },
  );
}

/**
 * Whether the same element is painted when React never arrives: in the HTML is not enough when it
 * stays hidden until hydration. The page's script chunks are refused; the HTML's own inline scripts
 * (the consent banner decides by the cookie before the first paint) still run.
 */
async function visibleWithoutReact(browser: Browser, url: string, candidate: Candidate): Promise<boolean> {
  const context = await browser.newContext({ ...phone, baseURL: test.info().project.use.baseURL });
  try {
    const page = await context.newPage();
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate((candidate) => {
      const sameImage = (el: Element) => el instanceof HTMLImageElement && el.currentSrc === candidate.imageUrl;
      const sameText = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim() === candidate.text;
      return [...document.body.querySelectorAll(candidate.imageUrl ? 'img' : candidate.tag || '*')]
        .filter((el) => (candidate.imageUrl ? sameImage(el) : sameText(el)))
        .some((el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }));
    }, candidate);
  } finally {
    await context.close();
  }
}

const pages: [name: string, url: string][] = [
  ['home', '/en/'],
  // The seeded demo performer (e2e/profile.spec.ts).
  ['a profile', '/en/amateur/lunasky/'],
];

for (const [name, url] of pages) {
  test(`the largest paint of the first view of ${name} is in the server HTML`, async ({ browser, page, request }) => {
    await watchLargestPaint(page);
    await page.goto(url, { waitUntil: 'load' });
    const candidate = await largestPaint(page);
    expect(candidate, 'a largest-contentful-paint entry').not.toBeNull();
    test.info().annotations.push({ type: 'lcp', description: `${candidate!.startTime} ms <${candidate!.tag}> ${candidate!.imageUrl || candidate!.text.slice(0, 80)}` });
    expect(candidate!.imageUrl || candidate!.text, `the largest paint's element was described (<${candidate!.tag}>)`).not.toBe('');

    const response = await request.get(url);
    expect(response.ok()).toBe(true);
    const found = await inServerHtml(page, await response.text(), candidate!);
    expect(found, `largest paint <${candidate!.tag}> "${candidate!.imageUrl || candidate!.text.slice(0, 120)}" is in the server HTML of ${url}`).toBe(true);
    expect(await visibleWithoutReact(browser, url, candidate!), `largest paint <${candidate!.tag}> is visible without React`).toBe(true);
  });
}

/** Lighthouse's phone (moto g power): 412 px wide, as a visitor. */
const lighthousePhone = { ...phone, viewport: { width: 412, height: 823 } };

/** The last largest-paint candidate of `url` on `device`, with the page's scripts or with every script refused. */
async function finalCandidate(browser: Browser, device: typeof phone, url: string, scripts: boolean) {
  const context = await browser.newContext({ ...device, baseURL: test.info().project.use.baseURL });
  try {
    const page = await context.newPage();
    if (!scripts) await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await watchLargestPaint(page);
    await page.goto(url, { waitUntil: 'load' });
    const candidate = await largestPaint(page);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    return { candidate: candidate && { tag: candidate.tag, text: candidate.text, imageUrl: candidate.imageUrl, size: candidate.size }, scrollWidth, clientWidth };
  } finally {
    await context.close();
  }
}

for (const [name, url] of pages) {
  test(`the first view of ${name} has the same largest element, of the same size, with and without its scripts, and never grows wider than the phone`, async ({ browser }) => {
    for (const device of [phone, lighthousePhone]) {
      // A later, larger candidate (an element laid out wider after hydration, or painted only after
      // the scripts ran) makes Lighthouse count every script as part of the largest paint. Compared
      // by element and size, not by paint time: an image may arrive a frame after the first text.
      const withScripts = await finalCandidate(browser, device, url, true);
      const withoutScripts = await finalCandidate(browser, device, url, false);
      expect(withScripts.candidate, `largest paint at ${device.viewport.width} px`).not.toBeNull();
      expect(withScripts.candidate, `largest paint at ${device.viewport.width} px is the one the server HTML paints`).toEqual(withoutScripts.candidate);
      expect(withScripts.scrollWidth, `no horizontal scroll at ${device.viewport.width} px`).toBeLessThanOrEqual(withScripts.clientWidth);
    }
  });
}

test('the header fits a 375 px phone in every language (the German "Anmelden" is the widest)', async ({ page }) => {
  for (const locale of ['de', 'en', 'es', 'nl']) {
    await page.goto(`/${locale}/`, { waitUntil: 'load' });
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect(scrollWidth, `no horizontal scroll on /${locale}/`).toBeLessThanOrEqual(clientWidth);
  }
});

/** The bodies of the script chunks the page fetches from now on. */
function scriptBodies(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (/\/_next\/static\/.*\.js$/.test(response.url())) scripts.set(response.url(), response.text());
  });
  return scripts;
}

/** No script the page fetched holds `mark` (checked only after more than five scripts came). */
async function expectNoScriptWith(scripts: Map<string, Promise<string>>, mark: string, what: string) {
  expect(scripts.size).toBeGreaterThan(5);
  for (const [script, body] of scripts) expect((await body).includes(mark), `${new URL(script).pathname} ${what}`).toBe(false);
}

/** zod's core names its constructors with strings like this one; minifying keeps them. */
const ZOD_MARK = '"$ZodType"';

/** The calls each page makes while it loads that used to evaluate zod (their answers are now read by hand). */
const pageLoadCalls: Record<string, string[]> = {
  home: ['conversion/getPageLoadIncentives'],
  'a profile': ['conversion/getPageLoadIncentives', 'clash/current/'],
};

for (const [name, url] of pages) {
  test(`a visitor's load of ${name} evaluates no zod: its page-load calls and real-time frames are read by hand (§1 speed)`, async ({ page }) => {
    const scripts = scriptBodies(page);
    const calls: string[] = [];
    let frames = 0;
    page.on('response', (response) => {
      if (response.url().includes('/rest/v1/')) calls.push(response.url());
    });
    page.on('websocket', (socket) => socket.on('framereceived', () => (frames += 1)));
    await page.goto(url, { waitUntil: 'load' });
    // The islands after the first view, the page-load calls and the session's first frames (ack, pong, presence).
    for (const call of pageLoadCalls[name] ?? []) {
      await expect.poll(() => calls.some((asked) => asked.includes(call)), { message: `${call} asked`, timeout: 15_000 }).toBe(true);
    }
    await expect.poll(() => frames, { message: 'real-time frames received', timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await page.waitForLoadState('networkidle');
    await expectNoScriptWith(scripts, ZOD_MARK, 'holds zod');
  });
}

/** The zod check of the real-time frames (lib/realtime/server-message-shapes.ts) is the one chunk with this shape entry. */
const FRAME_PARSER_MARK = 'sessionExpired:()=>';

test('a returning guest\'s profile loads no real-time frame parser: the balance and notifications frames of its load are read by hand (§1 speed)', async ({ page }) => {
  await signUpQuickly(page);
  const scripts = scriptBodies(page);
  const frames = new Set<string>();
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const type = (JSON.parse(String(payload)) as { type?: unknown }).type;
      if (typeof type === 'string') frames.add(type);
    }),
  );
  await open(page, '/en/amateur/lunasky/');
  await expect.poll(() => ['sessionAck', 'guestBalance', 'notifications'].every((type) => frames.has(type)), { message: 'the load\'s frames received', timeout: 15_000 }).toBe(true);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Your account:/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoScriptWith(scripts, FRAME_PARSER_MARK, 'is the frame parser');
});
