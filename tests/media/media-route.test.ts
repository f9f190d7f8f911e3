import { describe, expect, it } from 'vitest';
import { GET } from '@/app/media/[kind]/[file]/route';
import { imageUrl } from '@/lib/media/image-urls';
import { renderImageSvg } from '@/lib/media/svg';

const get = (kind: string, file: string) =>
  GET(new Request(`http://localhost/media/${kind}/${file}`), { params: Promise.resolve({ kind, file }) });

describe('GET /media/{kind}/{seed}-{size}.svg', () => {
  it('answers 200 with the SVG of the URL, cacheable forever', async () => {
    const { url, width, height } = imageUrl('video', 987_654, 'w640');
    const [, , kind = '', file = ''] = url.split('/');
    const response = await get(kind, file);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(renderImageSvg('video', 987_654, width, height));
  });

  it.each([
    ['an unknown kind', 'banner', '12-w320.svg'],
    ['an unknown size', 'avatar', '12-w100.svg'],
    ['another extension', 'avatar', '12-w320.png'],
    ['a seed beyond a database integer', 'avatar', '2147483648-w320.svg'],
    ['a negative seed', 'avatar', '-12-w320.svg'],
    ['a path trick', 'avatar', '..%2F12-w320.svg'],
    ['no seed at all', 'picture', 'w640.svg'],
  ])('answers 404 with a JSON error for %s', async (_label, kind, file) => {
    const response = await get(kind, file);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });
});
