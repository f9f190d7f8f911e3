import { describe, expect, it } from 'vitest';
import { formatInputSchema, keepTvEpisodeInputSchema, mediathekSortOf, seriesKeySchema, suggestInputSchema } from '@/lib/contracts/tv-mediathek';
import { renderPostHtml } from '@/lib/server/tv/mediathek/get-article';
import { checkEpisodeSignature, episodeKey, episodePath } from '@/lib/server/tv/mediathek/episode-signature';
import { streamKey, streamPath } from '@/lib/server/media/stream-signature';

describe('media centre contract', () => {
  it('an unknown ?sort= falls back to newest on pages; the REST input refuses it', () => {
    expect(mediathekSortOf('longest')).toBe('longest');
    expect(mediathekSortOf('cheapest')).toBe('newest');
    expect(mediathekSortOf(undefined)).toBe('newest');
    expect(formatInputSchema.safeParse({ key: 'kitchen-stories', sort: 'cheapest' }).success).toBe(false);
    expect(formatInputSchema.parse({ key: 'kitchen-stories' })).toMatchObject({ sort: 'newest', offset: 0, limit: 24 });
  });

  it('series keys are lowercase slugs; episode ids are positive int4', () => {
    expect(seriesKeySchema.safeParse('kitchen-stories').success).toBe(true);
    for (const bad of ['Kitchen', 'a--b', '-a', 'a b', '', 'x'.repeat(65), '../etc']) expect(seriesKeySchema.safeParse(bad).success, bad).toBe(false);
    for (const bad of [0, -1, 1.5, '3', 2 ** 31]) expect(keepTvEpisodeInputSchema.safeParse({ episodeId: bad }).success, String(bad)).toBe(false);
    expect(suggestInputSchema.safeParse({ hashId: 'x'.repeat(21) }).success).toBe(false);
  });
});

describe('TV post html', () => {
  it('escapes every text: stored blocks never become markup', () => {
    const html = renderPostHtml([
      { kind: 'heading', text: '<script>alert(1)</script>' },
      { kind: 'paragraph', text: 'Tom & "Jerry" <b>' },
    ]);
    expect(html).toBe('<h2>&lt;script&gt;alert(1)&lt;/script&gt;</h2>\n<p>Tom &amp; &quot;Jerry&quot; &lt;b&gt;</p>');
  });
});

describe('episode URL signatures', () => {
  const key = new TextEncoder().encode('unit-key-unit-key-unit-key-unit-key-0001');
  const grant = { episodeId: 7, guestId: 3, expiresAt: 2_000_000_000 };
  const sigOf = (path: string) => new URL(path, 'http://x').searchParams.get('sig') ?? '';

  it('holds for its own grant only, and expires', () => {
    const sig = sigOf(episodePath(episodeKey(key), grant));
    expect(checkEpisodeSignature(episodeKey(key), grant, sig, 1_000)).toBe('valid');
    expect(checkEpisodeSignature(episodeKey(key), { ...grant, guestId: 0 }, sig, 1_000)).toBe('bad-signature');
    expect(checkEpisodeSignature(episodeKey(key), { ...grant, episodeId: 8 }, sig, 1_000)).toBe('bad-signature');
    expect(checkEpisodeSignature(episodeKey(key), grant, sig, 2_000_000_001)).toBe('expired');
  });

  it('a video stream signature of the same numbers does not open the episode (own key label)', () => {
    const videoSig = sigOf(streamPath(streamKey(key), { videoId: 7, guestId: 3, expiresAt: grant.expiresAt }));
    expect(checkEpisodeSignature(episodeKey(key), grant, videoSig, 1_000)).toBe('bad-signature');
  });
});
