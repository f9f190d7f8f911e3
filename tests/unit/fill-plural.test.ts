import { describe, expect, it } from 'vitest';
import { fillCount } from '@/lib/format/fill-count';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import nl from '@/messages/nl.json';

describe('fillCount: placeholders and ICU plurals filled in the browser', () => {
  it('keeps filling {name} placeholders and leaves unknown ones as they are', () => {
    expect(fillCount('Door {door}: {reward} {other}', { door: 3, reward: 'x' })).toBe('Door 3: x {other}');
  });

  it('picks one for 1 and other for the rest, # being the number', () => {
    const coins = '{amount, plural, one {# coin} other {# coins}}';
    expect(fillCount(coins, { amount: 1 })).toBe('1 coin');
    expect(fillCount(coins, { amount: 0 })).toBe('0 coins');
    expect(fillCount(coins, { amount: 20 })).toBe('20 coins');
  });

  it('prefers an exact =N branch, fills placeholders inside branches and text around the argument', () => {
    const template = 'You won {amount, plural, =0 {nothing} one {# spin on {day}} other {# spins on {day}}}!';
    expect(fillCount(template, { amount: 0, day: 'Monday' })).toBe('You won nothing!');
    expect(fillCount(template, { amount: 1, day: 'Monday' })).toBe('You won 1 spin on Monday!');
    expect(fillCount(template, { amount: 2, day: 'Monday' })).toBe('You won 2 spins on Monday!');
  });

  it('leaves a plural argument without its value as written', () => {
    expect(fillCount('{amount, plural, one {# coin} other {# coins}}', {})).toBe('{amount, plural, one {# coin} other {# coins}}');
  });

  it('the reward texts of every language say one coin and one spin in the singular', () => {
    const expected = {
      de: ['1 Coin', '5 Coins', '1 Freispin', '2 Freispins'],
      en: ['1 coin', '5 coins', '1 free spin', '2 free spins'],
      es: ['1 moneda', '5 monedas', '1 giro gratis', '2 giros gratis'],
      nl: ['1 munt', '5 munten', '1 gratis draai', '2 gratis draaien'],
    };
    for (const [locale, messages] of Object.entries({ de, en, es, nl })) {
      const [coin, coins, spin, spins] = expected[locale as keyof typeof expected];
      expect(fillCount(messages.seasonal.types.coins, { amount: 1 }, locale)).toBe(coin);
      expect(fillCount(messages.seasonal.types.coins, { amount: 5 }, locale)).toBe(coins);
      expect(fillCount(messages.seasonal.types.spins, { amount: 1 }, locale)).toBe(spin);
      expect(fillCount(messages.seasonal.types.spins, { amount: 2 }, locale)).toBe(spins);
      expect(fillCount(messages.activity.rewardTypes.coins, { amount: 1 }, locale)).toBe(coin);
      expect(fillCount(messages.activity.rewardTypes.coins, { amount: 5 }, locale)).toBe(coins);
    }
  });
});
