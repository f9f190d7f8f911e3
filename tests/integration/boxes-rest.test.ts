import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/rest/v1/[area]/[...call]/route';
import { boxCategoriesResponseSchema, boxesTextResponseSchema } from '@/lib/contracts/boxes';
import { preferencesResponseSchema } from '@/lib/contracts/personal';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';

let rt: AppRuntime;
beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(() => stopTestRuntime(rt));

const segments = (area: string, call: string) => ({ params: Promise.resolve({ area, call: call.split('/') }) });
const getBoxes = (call: string, language: string) => GET(new Request(`http://localhost/rest/v1/boxes/${call}?language=${language}`), segments('boxes', call));
function savePreferences(token: string, data: unknown): Promise<Response> {
  const headers = { 'content-type': 'application/json', Authorization: `Bearer ${token}` };
  return POST(new Request('http://localhost/rest/v1/guest/savePreferences', { method: 'POST', headers, body: JSON.stringify({ data }) }), segments('guest', 'savePreferences'));
}

describe('§2 named boxes: REST boxes/*', () => {
  it('boxes/text answers the boxes\' strings in the call\'s language, for visitors too', async () => {
    const de = boxesTextResponseSchema.parse(await (await getBoxes('text', 'de')).json()).data;
    const es = boxesTextResponseSchema.parse(await (await getBoxes('text', 'es')).json()).data;
    expect(de.coinInfo.title).not.toBe(es.coinInfo.title);
    expect(de.modelSite.title).toContain('{name}');
    // §7 sendVideoShareEmail: the share box's words come from the same call.
    expect(es.videoShare.send).not.toBe(de.videoShare.send);
  });

  it('boxes/categories: every seeded category with its localized page', async () => {
    const categories = boxCategoriesResponseSchema.parse(await (await getBoxes('categories', 'de')).json()).data;
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) expect(category.href).toMatch(new RegExp(`^/de/[a-z-]+/${category.slug}/$`));
    expect(new Set(categories.map((category) => category.slug)).size).toBe(categories.length);
  });
});

describe('§2 onboarding-choose: favourite categories through §7 guest/savePreferences', () => {
  it('stores up to five category slugs, and a later choice replaces the earlier one', async () => {
    const { token } = await freshGuest(rt);
    const first = preferencesResponseSchema.parse(await (await savePreferences(token, { favoriteCategories: ['a-one', 'b-two'] })).json()).data;
    expect(first.favoriteCategories).toEqual(['a-one', 'b-two']);
    const second = preferencesResponseSchema.parse(await (await savePreferences(token, { favoriteCategories: ['c-three'] })).json()).data;
    expect(second).toMatchObject({ favoriteCategories: ['c-three'], tileGridMode: 'grid' });
  });

  it('refuses six categories or a slug that is no slug (422), and stores nothing', async () => {
    const { token } = await freshGuest(rt);
    await expectError(await savePreferences(token, { favoriteCategories: ['a', 'b', 'c', 'd', 'e', 'f'] }), 422, 'VALIDATION_FAILED');
    await expectError(await savePreferences(token, { favoriteCategories: ['<script>'] }), 422, 'VALIDATION_FAILED');
    const now = preferencesResponseSchema.parse(await (await savePreferences(token, {})).json()).data;
    expect(now.favoriteCategories).toBeUndefined();
  });
});
