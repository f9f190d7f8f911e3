import 'server-only';
import type { Tx } from '@/lib/server/db/client';
import { bonusCodes } from '@/lib/server/db/schema/bonus';
import { gameTexts } from '@/lib/server/db/schema/games';
import { GAME_TYPES, type GameType } from '@/lib/server/games/game-config';
import type { SeedSection } from './seed-section';

/** The demo code that grants spins for the wheel (README, e2e/games.spec.ts). */
export const SPINS_DEMO_CODE = 'SPINS3';

type Texts = { title: string; description: string };
const LANGUAGES = ['de', 'en', 'es', 'nl'] as const;

/** §3 language configs of the games: a title and a line per language; the rewards' texts by key. */
const TITLES: Record<GameType, Record<(typeof LANGUAGES)[number], Texts>> = {
  slotMachine: {
    de: { title: 'Spielautomat', description: 'Drei gleiche Symbole gewinnen. Jeder Versuch bringt Punkte.' },
    en: { title: 'Slot machine', description: 'Three of a kind wins. Every attempt earns points.' },
    es: { title: 'Tragaperras', description: 'Tres iguales ganan. Cada intento suma puntos.' },
    nl: { title: 'Gokkast', description: 'Drie dezelfde winnen. Elke poging levert punten op.' },
  },
  wetAndWild: {
    de: { title: 'Wet and Wild', description: 'Dreh am Sommerrad.' },
    en: { title: 'Wet and wild', description: 'Spin the summer wheel.' },
    es: { title: 'Wet and wild', description: 'Gira la rueda del verano.' },
    nl: { title: 'Wet and wild', description: 'Draai aan het zomerrad.' },
  },
  wiesnShooting: {
    de: { title: 'Wiesn-Schießen', description: 'Triff die Scheibe.' },
    en: { title: 'Oktoberfest shooting', description: 'Hit the target.' },
    es: { title: 'Tiro del Oktoberfest', description: 'Acierta en la diana.' },
    nl: { title: 'Oktoberfest schieten', description: 'Raak de schijf.' },
  },
  wiesnBude: {
    de: { title: 'Wiesn-Bude', description: 'Ein Versuch am Tag an der Bude.' },
    en: { title: 'Oktoberfest tent', description: 'One attempt a day at the stall.' },
    es: { title: 'Caseta del Oktoberfest', description: 'Un intento al día en la caseta.' },
    nl: { title: 'Oktoberfest tent', description: 'Eén poging per dag bij de kraam.' },
  },
  halloween: {
    de: { title: 'Halloween', description: 'Dreh das Gruselrad.' },
    en: { title: 'Halloween', description: 'Spin the spooky wheel.' },
    es: { title: 'Halloween', description: 'Gira la rueda terrorífica.' },
    nl: { title: 'Halloween', description: 'Draai aan het griezelrad.' },
  },
  kickIt: {
    de: { title: 'Kick it', description: 'Fang den Ball.' },
    en: { title: 'Kick it', description: 'Catch the ball.' },
    es: { title: 'Kick it', description: 'Atrapa el balón.' },
    nl: { title: 'Kick it', description: 'Vang de bal.' },
  },
};

/** Texts of the seed's game reward keys (lib/server/events/event-calendar.ts gameRewards). */
const REWARD_TEXTS: Record<(typeof LANGUAGES)[number], Record<string, string>> = {
  de: { coins: 'Coins', spins: 'Ein Freidreh', voucher: 'Ein Video-Gutschein', vip: 'Ein VIP-Tag' },
  en: { coins: 'Coins', spins: 'A free spin', voucher: 'A video voucher', vip: 'A VIP day' },
  es: { coins: 'Monedas', spins: 'Un giro gratis', voucher: 'Un vale de vídeo', vip: 'Un día VIP' },
  nl: { coins: 'Munten', spins: 'Een gratis draai', voucher: 'Een videobon', vip: 'Een VIP-dag' },
};

/** §3 games: the language configs of every game type and a demo code with spins for the wheel. */
export const gamesSeedSection: SeedSection = {
  name: 'games',
  seeded: async (tx: Tx) => (await tx.select({ type: gameTexts.eventType }).from(gameTexts).limit(1)).length > 0,
  insert: async (tx: Tx, { now }) => {
    await tx.insert(gameTexts).values(GAME_TYPES.flatMap((type) => LANGUAGES.map((language) => ({ eventType: type, language, ...TITLES[type][language], rewardTexts: REWARD_TEXTS[language] }))));
    await tx
      .insert(bonusCodes)
      .values({ code: SPINS_DEMO_CODE, validFrom: new Date(now.getTime() - 30 * 86_400_000), validTo: null, benefits: [{ kind: 'spins', amount: 3 }] })
      .onConflictDoNothing();
  },
};
