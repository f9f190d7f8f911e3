// The URLs a crawler finds in the sitemaps: video detail and profile pages in all four languages,
// shuffled (bench/long-tail.ts, bench/long-tail-cpu.ts).
type Kind = 'video' | 'profile';

const PATTERNS: Record<Kind, RegExp> = {
  video: /^\/(de|en|es|nl)\/amateur\/[^/]+\/video\/\d+\/$/,
  profile: /^\/(de|en|es|nl)\/amateur\/[^/]+\/$/,
};

/** Every page path of a sitemap child, in all four languages (its <loc> and hreflang alternates). */
async function sitemapPaths(base: string, file: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemaps/${file}`)).text();
  const urls = [...xml.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((m) => new URL(m[1]!).pathname);
  return [...new Set(urls)];
}

/** A fixed shuffle (the same order every run), so neighbouring requests are different videos and languages. */
function shuffled<T>(list: T[]): T[] {
  let seed = 20;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** What a crawler finds: the first sitemap child of each kind, every URL once, all languages. */
export async function crawlerPaths(base: string): Promise<Record<Kind, string[]>> {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>[^<]*\/sitemaps\/([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const first = (prefix: string) => files.find((f) => f.startsWith(prefix));
  const videos = first('videos-');
  const performers = first('performers-');
  if (!videos || !performers) throw new Error('the sitemap index lists no videos or performers child');
  const [videoPaths, performerPaths] = await Promise.all([sitemapPaths(base, videos), sitemapPaths(base, performers)]);
  return {
    video: shuffled(videoPaths.filter((p) => PATTERNS.video.test(p))),
    profile: shuffled(performerPaths.filter((p) => PATTERNS.profile.test(p))),
  };
}
