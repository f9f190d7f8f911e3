import { describe, expect, it } from 'vitest';
import { GET } from '@/app/manifest.webmanifest/route';

describe('§4 the web app manifest (installable, in the guest’s language)', () => {
  it('opens the language home standalone, with 192 and 512 px icons', async () => {
    const response = GET(new Request('http://localhost/manifest.webmanifest?lang=de'));
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({ lang: 'de', start_url: '/de/', display: 'standalone', scope: '/' });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.description).not.toBe('');
  });

  it('an unknown language gets the default one, not an error', async () => {
    const response = GET(new Request('http://localhost/manifest.webmanifest?lang=xx'));
    expect(response.status).toBe(200);
    expect((await response.json()).start_url).toBe('/en/');
  });
});
