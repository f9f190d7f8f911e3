import { describe, expect, it } from 'vitest';
import vm from 'node:vm';
import { createScriptDeferrer, LOADER } from '@/lib/server/http/defer-scripts';

const HEAD =
  '<head><link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="N1" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" nonce="N1" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/one.js" async="" nonce="N1"></script>' +
  '<script src="/_next/static/chunks/two.js" async="" nonce="N1"></script>' +
  '<script src="/_next/static/chunks/poly.js" noModule="" nonce="N1"></script></head>';
const BODY = '<body><p>Hi</p><script nonce="N1">self.__next_f.push([1,"x"])</script><script src="/_next/static/chunks/boot.js" nonce="N1" async=""></script></body>';

function transform(chunks: string[]): string {
  const deferrer = createScriptDeferrer();
  return chunks.map((chunk) => deferrer.push(chunk)).join('') + deferrer.end();
}

describe('§1 the first paint comes before Next’s script chunks run (defer-scripts)', () => {
  it('turns each async chunk script into a queued call with its nonce, defines the queue once, drops the chunk preload', () => {
    const html = transform([HEAD + BODY]);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(one|two|boot)\.js"/);
    const calls = [...html.matchAll(/__cvDefer\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(calls).toEqual(['/_next/static/chunks/one.js', '/_next/static/chunks/two.js', '/_next/static/chunks/boot.js']);
    expect(html.match(/w\.__cvDefer=function/g)).toHaveLength(1);
    expect(html.match(/<script nonce="N1">/g)?.length).toBe(4); // three calls and the RSC payload
    // Untouched: the stylesheet, the noModule polyfill, the payload and the content.
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="N1" data-precedence="next"/>');
    expect(html).toContain('<script src="/_next/static/chunks/poly.js" noModule="" nonce="N1"></script>');
    expect(html).toContain('<script nonce="N1">self.__next_f.push([1,"x"])</script>');
    expect(html).toContain('<p>Hi</p>');
  });

  it('gives the same result however the stream is cut, inside tags and between a script and its closing tag', () => {
    const whole = transform([HEAD + BODY]);
    const text = HEAD + BODY;
    for (let size = 1; size <= 37; size += 3) {
      const chunks: string[] = [];
      for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
      expect(transform(chunks), `chunks of ${size}`).toBe(whole);
    }
    const split = text.indexOf('</script>', text.indexOf('one.js'));
    expect(transform([text.slice(0, split), text.slice(split)])).toBe(whole);
  });

  it('leaves other scripts and pages without chunks alone', () => {
    const page = '<html><head><script src="https://example.com/x.js" async=""></script></head><body>ok</body></html>';
    expect(transform([page])).toBe(page);
  });
});

/** The loader run in a stand-in window: which chunks it appended, and the hooks a browser would call. */
function runLoader(options: { fcpReported: boolean }) {
  const appended: string[] = [];
  const listeners: Record<string, () => void> = {};
  const frames: Array<() => void> = [];
  const timers: Array<{ at: number; run: () => void }> = [];
  type Observer = (list: { getEntriesByName(name: string): unknown[] }, self: { disconnect(): void }) => void;
  const observers: Observer[] = [];
  const document = {
    visibilityState: 'visible',
    head: { appendChild: (element: { src: string }) => appended.push(element.src) },
    createElement: () => ({ src: '', async: false }),
    querySelector: (selector: string) => (appended.some((src) => selector === `script[src="${src}"]`) ? {} : null),
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
  };
  const window = { requestAnimationFrame: (callback: () => void) => frames.push(callback) };
  const sandbox = {
    window,
    document,
    setTimeout: (run: () => void, ms: number) => timers.push({ at: ms, run }),
    performance: { getEntriesByName: () => [] },
    PerformanceObserver: class {
      constructor(callback: Observer) {
        observers.push(callback);
      }
      observe() {}
    },
  };
  vm.runInNewContext(`${LOADER}window.__cvDefer('/a.js');window.__cvDefer('/b.js')`, sandbox);
  // Runs the due timers, then those they set, until none is due: each run is one task of the page.
  const runTimersBefore = (ms: number) => {
    for (let due = timers.splice(0).filter((t) => t.at < ms); due.length > 0; due = timers.splice(0).filter((t) => t.at < ms)) due.forEach((t) => t.run());
  };
  const runOneRound = () => timers.splice(0).forEach((t) => t.run());
  if (options.fcpReported) observers[0]?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} });
  return { appended, listeners, frames, timers, runTimersBefore, runOneRound };
}

describe('§1 the chunk loader starts after the first contentful paint, or after the first frame of a page that reports none', () => {
  it('loads nothing before a paint, and the queue in order after the paint is reported', () => {
    const loader = runLoader({ fcpReported: true });
    loader.runTimersBefore(3000);
    expect(loader.appended).toEqual(['/a.js', '/b.js']);
  });

  it('appends each chunk in a task of its own (twenty appends in one task were a long task on a phone)', () => {
    const loader = runLoader({ fcpReported: true });
    loader.runOneRound(); // the task after the paint: it only plans the appends
    expect(loader.appended).toEqual([]);
    expect(loader.timers.map((t) => t.at).filter((at) => at === 0)).toHaveLength(2);
    loader.timers.splice(0, 1)[0]!.run();
    expect(loader.appended).toEqual(['/a.js']);
  });

  it('does not append a chunk the bundler’s runtime appended meanwhile', () => {
    const loader = runLoader({ fcpReported: true });
    loader.runOneRound();
    loader.appended.push('/b.js'); // the runtime loaded it between two of the loader's tasks
    loader.runTimersBefore(3000);
    expect(loader.appended).toEqual(['/b.js', '/a.js']);
  });

  it('a page without contentful paint (Next’s notFound() 404 has an empty body) loads after the first frame once parsed, not after 3 s', () => {
    const loader = runLoader({ fcpReported: false });
    loader.runTimersBefore(3000);
    expect(loader.appended).toEqual([]);
    loader.listeners.DOMContentLoaded?.();
    loader.frames.splice(0).forEach((frame) => frame());
    loader.runTimersBefore(3000);
    expect(loader.appended).toEqual(['/a.js', '/b.js']);
  });
});
