/**
 * Next's script chunks load after the first paint (§1: whatever a visitor sees first is painted
 * before any JavaScript runs). Next puts its chunks into the head as `async` scripts (and a
 * low-priority preload of the bootstrap chunk): on a phone they arrive with the stylesheet and
 * run before the first frame, so the first paint waits for their evaluation, and Lighthouse
 * counts every chunk into the largest paint. Each such tag becomes a tiny inline call that queues
 * its URL; the queue is loaded (as async scripts, in the same order) in the task after the first
 * contentful paint, or at once in a hidden tab, where no paint comes. The page is otherwise unchanged: the
 * RSC payload, the noModule polyfill and other scripts stay where they are.
 *
 * A streaming transformer: HTML arrives in chunks that may cut a tag, so an unfinished tag is
 * kept for the next chunk. Only whole tags of the exact shapes Next writes are rewritten.
 */

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""( nonce="[^"<>]*")?><\/script>/g;
const CHUNK_SCRIPT_NONCE_FIRST = /<script src="(\/_next\/static\/[^"<>]+\.js)"( nonce="[^"<>]*")? async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low"(?: nonce="[^"<>]*")? href="\/_next\/static\/[^"<>]+\.js"\/>/g;

/**
 * The queue: `__cvDefer(url)` adds a chunk; once the first contentful paint is reported (a
 * PerformanceObserver of paint entries; where there is none, after the next frame) every queued
 * chunk is appended as an async script, each in a task of its own (starting a script's fetch costs
 * the browser up to a few ms on a slow phone: twenty in one task were a long task of their own),
 * later ones at once. A chunk the bundler's runtime asked for meanwhile is not appended again. A frame before any content (the head
 * of a streamed page) does not count. A document that has no contentful paint to report (Next
 * serves the 404 of `notFound()` with an empty body, drawn by the scripts) starts after the first
 * frame once the document is parsed. At once in a hidden tab, where no paint comes; after 3 s in
 * any case. A constant, no input: the URLs come from Next's own tags.
 */
export const LOADER =
  "(function(w,d){var q=[],o=false;function a(s){if(d.querySelector('script[src=\"'+s+'\"]'))return;var e=d.createElement('script');e.src=s;e.async=true;d.head.appendChild(e)}" +
  'w.__cvDefer=function(s){o?a(s):q.push(s)};function g(){if(o)return;o=true;q.splice(0).forEach(function(s){setTimeout(function(){a(s)},0)})}' +
  "function l(){setTimeout(g,0)}setTimeout(g,3000);if(d.visibilityState==='hidden')return g();" +
  "d.addEventListener('DOMContentLoaded',function(){w.requestAnimationFrame(l)});" +
  "try{if(performance.getEntriesByName('first-contentful-paint').length)return l();" +
  "new PerformanceObserver(function(x,b){if(x.getEntriesByName('first-contentful-paint').length){b.disconnect();l()}}).observe({type:'paint'})}" +
  'catch(e){w.requestAnimationFrame(l)}})(window,document);';

export type ScriptDeferrer = { push(text: string): string; end(): string };

export function createScriptDeferrer(): ScriptDeferrer {
  let carry = '';
  let loaderWritten = false;
  const call = (src: string, nonceAttribute: string | undefined) => {
    const body = `${loaderWritten ? '' : LOADER}__cvDefer(${JSON.stringify(src)})`;
    loaderWritten = true;
    return `<script${nonceAttribute ?? ''}>${body}</script>`;
  };
  const rewrite = (html: string) =>
    html
      .replace(CHUNK_PRELOAD, '')
      .replace(CHUNK_SCRIPT, (_tag, src: string, nonce: string | undefined) => call(src, nonce))
      .replace(CHUNK_SCRIPT_NONCE_FIRST, (_tag, src: string, nonce: string | undefined) => call(src, nonce));
  return {
    push(text) {
      const html = carry + text;
      // A tag cut by the chunk's end (and a script element whose closing tag has not come yet)
      // waits for the rest; everything before it is final.
      const cut = unfinishedTagStart(html);
      carry = html.slice(cut);
      return rewrite(html.slice(0, cut));
    },
    end() {
      const rest = carry;
      carry = '';
      return rewrite(rest);
    },
  };
}

/** Where an unfinished tag (or a chunk script not yet closed by `</script>`) starts; the length when none. */
function unfinishedTagStart(html: string): number {
  const lastOpen = html.lastIndexOf('<');
  let cut = lastOpen !== -1 && html.indexOf('>', lastOpen) === -1 ? lastOpen : html.length;
  const chunkScript = html.lastIndexOf('<script src="/_next/static/', cut);
  if (chunkScript !== -1 && html.indexOf('</script>', chunkScript) === -1) cut = Math.min(cut, chunkScript);
  return cut;
}
