import { describe, expect, it } from 'vitest';
import { draftFromSettings, parseSettingsDraft } from '@/lib/studio/settings-form';
import { studioLocale } from '@/lib/studio/studio-locale';
import { flattenMessages, studioString } from '@/lib/studio/studio-text';
import { earningKind, earningTitle } from '@/lib/server/studio/earning-kind';

describe('studio language: "the browser\'s Accept-Language among de/en/es/nl"', () => {
  it('takes the highest-weighted supported language, regions count as their language, q=0 is a refusal', () => {
    expect(studioLocale('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(studioLocale('fr-FR, nl;q=0.7, es;q=0.9')).toBe('es');
    expect(studioLocale('es;q=0, nl;q=0.1')).toBe('nl');
    expect(studioLocale('fr, it')).toBe('en');
    expect(studioLocale(null)).toBe('en');
  });
});

describe('studio message settings form: euros shown, cents sent (§9 comma decimals)', () => {
  it('reads 1,49 and 1.5 and 2 as 149, 150, 200 cents without floating point', () => {
    const draft = (price: string, freeMessages = '0') => parseSettingsDraft({ price, freeMessages, isMessagingFree: false });
    expect(draft('1,49')).toEqual({ ok: true, settings: { messagePrice: 149, freeMessages: 0, isMessagingFree: false } });
    expect(draft('1.5')).toMatchObject({ settings: { messagePrice: 150 } });
    expect(draft(' 2 ', '3')).toMatchObject({ settings: { messagePrice: 200, freeMessages: 3 } });
    expect(draft('0,29')).toMatchObject({ settings: { messagePrice: 29 } });
  });

  it('refuses more than two decimals, negative or over 1000 €, and free messages that are not a whole number 0–1000', () => {
    const field = (price: string, freeMessages = '0') => {
      const parsed = parseSettingsDraft({ price, freeMessages, isMessagingFree: false });
      return parsed.ok ? null : parsed.field;
    };
    expect(field('1,499')).toBe('price');
    expect(field('-1')).toBe('price');
    expect(field('1000,01')).toBe('price');
    expect(field('abc')).toBe('price');
    expect(field('1', '2.5')).toBe('freeMessages');
    expect(field('1', '1001')).toBe('freeMessages');
    expect(field('1000', '1000')).toBeNull();
  });

  it('shows the saved cents as euros with a comma, and reading that back gives the same settings', () => {
    const settings = { messagePrice: 105, freeMessages: 4, isMessagingFree: true };
    const draft = draftFromSettings(settings);
    expect(draft.price).toBe('1,05');
    expect(parseSettingsDraft(draft)).toEqual({ ok: true, settings });
  });
});

describe('earnings lines: "earnings from messages and gifts" next to video and album sales', () => {
  it('names sales, paid texts, gifts and toy controls by the message they paid for', () => {
    expect(earningKind('purchase', null)).toBe('purchase');
    expect(earningKind('messenger', 'text')).toBe('message');
    expect(earningKind('messenger', 'gift')).toBe('gift');
    expect(earningKind('messenger', 'toy')).toBe('toy');
    expect(earningKind('messenger', null)).toBe('message');
    expect(earningKind('seed-grant', null)).toBe('other');
  });

  it('takes the item title of a sale from the memo, nothing else', () => {
    expect(earningTitle({ item: 'Sunset walk', itemType: 'video' })).toBe('Sunset walk');
    expect(earningTitle({ channelId: 3 })).toBeNull();
    expect(earningTitle(null)).toBeNull();
  });
});

describe('studio strings: translated on the server, passed flat to client components', () => {
  it('flattens nested keys and fills {placeholders}; a missing key shows as itself', () => {
    const text = flattenMessages({ login: { tooMany: 'Try again in {minutes} minutes.' }, earnings: { kind: { gift: 'Gift' } } });
    expect(text).toEqual({ 'login.tooMany': 'Try again in {minutes} minutes.', 'earnings.kind.gift': 'Gift' });
    expect(studioString(text, 'login.tooMany', { minutes: 3 })).toBe('Try again in 3 minutes.');
    expect(studioString(text, 'nope')).toBe('nope');
  });
});
