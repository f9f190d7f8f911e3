import { describe, expect, it } from 'vitest';
import { GET } from '@/app/media/[kind]/[file]/route';
import { imageUrl } from '@/lib/media/image-urls';
import { renderImageSvg } from '@/lib/media/svg';
import { webpSize } from '@/tests/helpers/webp';

const get = (kind: string, file: string) =>
  GET(new Request(`http://localhost/media/${kind}/${file}`), { params: Promise.resolve({ kind, file }) });

const immutable = 'public, max-age=31536000, immutable';

describe('GET /media/{kind}/{seed}-{size}.webp', () => {
  it('answers 200 with a WebP of the URL’s size, the same bytes every time, cacheable forever', async () => {
    const { url, width, height } = imageUrl('video', 987_654, 'w640');
    expect(url).toBe('/media/video/987654-w640.webp');
    const [, , kind = '', file = ''] = url.split('/');
    const response = await get(kind, file);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(immutable);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(await webpSize(bytes)).toEqual({ width, height });
    expect(new Uint8Array(await (await get(kind, file)).arrayBuffer())).toEqual(bytes);
    // Another seed is another picture.
    expect(new Uint8Array(await (await get(kind, '987655-w640.webp')).arrayBuffer())).not.toEqual(bytes);
  });

  it('the .svg form of a URL (handed out before the images became WebP) answers the drawing itself', async () => {
    const response = await get('avatar', '4711-w320.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe(immutable);
    expect(await response.text()).toBe(renderImageSvg('avatar', 4711, 320, 320));
  });

  it.each([
    ['an unknown kind', 'banner', '12-w320.webp'],
    ['an unknown size', 'avatar', '12-w100.webp'],
    ['another extension', 'avatar', '12-w320.png'],
    ['a JPEG extension', 'avatar', '12-w320.jpg'],
    ['an upper-case extension', 'avatar', '12-w320.WEBP'],
    ['no extension', 'avatar', '12-w320'],
    ['two extensions', 'avatar', '12-w320.svg.webp'],
    ['two extensions, the SVG last', 'avatar', '12-w320.webp.svg'],
    ['a seed beyond a database integer', 'avatar', '2147483648-w320.webp'],
    ['a negative seed', 'avatar', '-12-w320.webp'],
    ['a path trick', 'avatar', '..%2F12-w320.webp'],
    ['no seed at all', 'picture', 'w640.webp'],
  ])('answers 404 with a JSON error for %s', async (_label, kind, file) => {
    const response = await get(kind, file);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });
});
