import 'server-only';
import type { Tx } from '@/lib/server/db/client';
import { banners, jumbotrons, type LocalizedText, teasers } from '@/lib/server/db/schema/home-extras';
import { createRng } from './prng';
import type { SeedSection } from './seed-section';

const L = (de: string, en: string, es: string, nl: string): LocalizedText => ({ de, en, es, nl });

type TeaserSeed = { routeName: string; routeArgs?: Record<string, string>; href: string; titles: LocalizedText };

/** §7 teaser slots: the home page, the new-girls listing, and one profile (route args). */
const TEASERS: TeaserSeed[] = [
  { routeName: '/', href: '/vipclub', titles: L('Der VIP-Club', 'The VIP club', 'El club VIP', 'De VIP-club') },
  { routeName: '/', href: '/daily-deals', titles: L('Deals des Tages', 'Daily deals', 'Ofertas del día', 'Dagdeals') },
  { routeName: '/', href: '/contests', titles: L('Wettbewerbe', 'Contests', 'Concursos', 'Wedstrijden') },
  { routeName: '/', href: '/free-clips', titles: L('Gratis-Clips', 'Free clips', 'Clips gratis', 'Gratis clips') },
  { routeName: '/new-girls', href: '/cams', titles: L('Jetzt live', 'Live now', 'En directo', 'Nu live') },
  { routeName: '/new-girls', href: '/new-videos', titles: L('Neue Videos', 'New videos', 'Vídeos nuevos', 'Nieuwe video’s') },
  { routeName: '/new-girls', href: '/vipclub', titles: L('Der VIP-Club', 'The VIP club', 'El club VIP', 'De VIP-club') },
  { routeName: '/amateur/[actorName]', routeArgs: { actorName: 'lunasky' }, href: '/top-cams', titles: L('Top-Cams', 'Top cams', 'Top cams', 'Top cams') },
];

/** §9 special banner ids: halloween 559 (24 Oct – 1 Nov), mobile 560 (phones only). */
const BANNERS = [
  { id: 559, routeName: '/', windowFrom: '10-24', windowTo: '11-01', mobileOnly: false, onClickUrl: '/magazine/halloween', alts: L('Halloween: dreh das Gruselrad', 'Halloween: spin the spooky wheel', 'Halloween: gira la rueda', 'Halloween: draai aan het rad') },
  { id: 560, routeName: '/', windowFrom: null, windowTo: null, mobileOnly: true, onClickUrl: '/daily-deals', alts: L('Dein Tagesbonus wartet', 'Your daily bonus is waiting', 'Tu bono diario te espera', 'Je dagbonus wacht') },
  { id: 1001, routeName: '/', windowFrom: null, windowTo: null, mobileOnly: false, onClickUrl: '/vipclub', alts: L('VIP werden: mehr Videos, mehr Live', 'Go VIP: more videos, more live', 'Hazte VIP: más vídeos, más directos', 'Word VIP: meer video’s, meer live') },
  { id: 1002, routeName: '/new-girls', windowFrom: null, windowTo: null, mobileOnly: false, onClickUrl: '/cams', alts: L('Wer ist gerade online?', 'Who is online now?', '¿Quién está en línea?', 'Wie is er nu online?') },
];

/** §2 home page extras: teaser cards, banners and the jumbotron, all with generated neutral posters. */
export const homeExtrasSeedSection: SeedSection = {
  name: 'home-extras',
  seeded: async (tx: Tx) => (await tx.select({ id: jumbotrons.id }).from(jumbotrons).limit(1)).length > 0,
  insert: async (tx: Tx) => {
    const rng = createRng(0x4e0e);
    await tx.insert(teasers).values(TEASERS.map((item, index) => ({ ...item, routeArgs: item.routeArgs ?? {}, position: index, imageSeed: rng.seed() })));
    await tx.insert(banners).values(BANNERS.map((item, index) => ({ ...item, position: index, imageSeed: rng.seed(), onClickType: 'internal' as const })));
    await tx.insert(jumbotrons).values({
      placement: 'homepage',
      posterSeed: rng.seed(),
      clip: 1 + rng.int(0, 5),
      ctaHref: '/cams',
      texts: {
        de: { headline: 'Live, persönlich, jetzt', lead: 'Hunderte Performerinnen sind gerade online. Schau rein und chatte.', cta: 'Zu den Live-Cams' },
        en: { headline: 'Live, personal, right now', lead: 'Hundreds of performers are online right now. Drop in and chat.', cta: 'See the live cams' },
        es: { headline: 'En directo, cercano, ahora', lead: 'Cientos de performers están en línea ahora. Entra y chatea.', cta: 'Ver las cams en directo' },
        nl: { headline: 'Live, persoonlijk, nu', lead: 'Honderden performers zijn nu online. Kom binnen en chat.', cta: 'Naar de live cams' },
      },
    });
  },
};
