import { defineRouting } from 'next-intl/routing';

export const locales = ['de', 'en', 'es', 'nl'] as const;
export type Locale = (typeof locales)[number];

/**
 * Every route of ../shared/spec/routes.md, plus the rows this project added (docs/ROUTES.md). Keys are the internal (English) pathnames that match
 * the folders under app/[locale]; values are the localized slugs. nl uses the English slugs.
 * Pages end with a slash (next.config.ts trailingSlash); keys are written without it.
 */
const localized = (en: string, de: string, es: string) => ({ en, nl: en, de, es });

export const pathnames = {
  '/': '/',
  '/search/videos/[searchPattern]': localized(
    '/search/videos/[searchPattern]',
    '/suche/videos/[searchPattern]',
    '/buscar/videos/[searchPattern]',
  ),
  '/new-girls': localized('/new-girls', '/neue-girls', '/nuevas-chicas'),
  '/amateur/[actorName]': '/amateur/[actorName]',
  '/amateur/[actorName]/about-me': localized(
    '/amateur/[actorName]/about-me',
    '/amateur/[actorName]/ueber-mich',
    '/amateur/[actorName]/sobre-mi',
  ),
  '/amateur/[actorName]/videos': '/amateur/[actorName]/videos',
  '/amateur/[actorName]/videos/classic': localized(
    '/amateur/[actorName]/videos/classic',
    '/amateur/[actorName]/videos/klassiker',
    '/amateur/[actorName]/videos/clasicos',
  ),
  '/amateur/[actorName]/videos/tag/[tagGroup]': localized(
    '/amateur/[actorName]/videos/tag/[tagGroup]',
    '/amateur/[actorName]/videos/tag/[tagGroup]',
    '/amateur/[actorName]/videos/etiqueta/[tagGroup]',
  ),
  '/amateur/[actorName]/video/[videoId]': '/amateur/[actorName]/video/[videoId]',
  '/amateur/[actorName]/pictures/[albumId]': localized(
    '/amateur/[actorName]/pictures/[albumId]',
    '/amateur/[actorName]/bilder/[albumId]',
    '/amateur/[actorName]/fotos/[albumId]',
  ),
  '/amateur/[actorName]/live-show': localized(
    '/amateur/[actorName]/live-show',
    '/amateur/[actorName]/live-show',
    '/amateur/[actorName]/show-en-vivo',
  ),
  '/amateur/[actorName]/top-cams': '/amateur/[actorName]/top-cams',
  '/free-chat': localized('/free-chat', '/gratis-chat', '/chat-gratis'),
  '/cams': '/cams',
  '/cam-shows': localized('/cam-shows', '/cam-shows', '/shows-de-cam'),
  '/categories/[categorySlug]': localized(
    '/categories/[categorySlug]',
    '/kategorien/[categorySlug]',
    '/categorias/[categorySlug]',
  ),
  '/videos': '/videos',
  '/all-videos': localized('/all-videos', '/alle-videos', '/todos-los-videos'),
  '/free-clips': localized('/free-clips', '/gratis-clips', '/clips-gratis'),
  '/video-trends': localized('/video-trends', '/video-trends', '/tendencias'),
  '/on-sale': localized('/on-sale', '/im-angebot', '/en-oferta'),
  '/new-videos': localized('/new-videos', '/neue-videos', '/nuevos-videos'),
  '/vip-videos': localized('/vip-videos', '/vip-videos', '/videos-vip'),
  '/stars': localized('/stars', '/stars', '/estrellas'),
  '/messenger': localized('/messenger', '/messenger', '/mensajes'),
  '/tv/livestream': localized('/tv/livestream', '/tv/livestream', '/tv/en-directo'),
  '/tv/premium/livestream': localized(
    '/tv/premium/livestream',
    '/tv/premium/livestream',
    '/tv/premium/en-directo',
  ),
  '/tv/mediathek/[series]': localized(
    '/tv/mediathek/[series]',
    '/tv/mediathek/[series]',
    '/tv/mediateca/[series]',
  ),
  '/tv/mediathek/[series]/videos': localized(
    '/tv/mediathek/[series]/videos',
    '/tv/mediathek/[series]/videos',
    '/tv/mediateca/[series]/videos',
  ),
  '/tv/media/series': localized('/tv/media/series', '/tv/media/serien', '/tv/media/series'),
  // A mediathek episode and a TV post (§2 media centre); rows in docs/ROUTES.md.
  '/tv/mediathek/[series]/[episode]': localized(
    '/tv/mediathek/[series]/[episode]',
    '/tv/mediathek/[series]/[episode]',
    '/tv/mediateca/[series]/[episode]',
  ),
  '/tv/posts/[slug]': localized('/tv/posts/[slug]', '/tv/beitraege/[slug]', '/tv/articulos/[slug]'),
  '/daily-deals': localized('/daily-deals', '/tagesdeals', '/ofertas-del-dia'),
  '/contests': localized('/contests', '/wettbewerbe', '/concursos'),
  '/contests/[id]': localized('/contests/[id]', '/wettbewerbe/[id]', '/concursos/[id]'),
  // §2 contest sub-views and past contests; rows in docs/ROUTES.md.
  '/contests/[id]/[contestSub]': localized('/contests/[id]/[contestSub]', '/wettbewerbe/[id]/[contestSub]', '/concursos/[id]/[contestSub]'),
  '/contests/[id]/actor/[actorName]': localized('/contests/[id]/actor/[actorName]', '/wettbewerbe/[id]/amateur/[actorName]', '/concursos/[id]/amateur/[actorName]'),
  '/contests/past': localized('/contests/past', '/wettbewerbe/vergangene', '/concursos/pasados'),
  '/contests/past/videos': localized('/contests/past/videos', '/wettbewerbe/vergangene/videos', '/concursos/pasados/videos'),
  '/contests/past/photos': localized('/contests/past/photos', '/wettbewerbe/vergangene/fotos', '/concursos/pasados/fotos'),
  '/vipclub': localized('/vipclub', '/vipclub', '/club-vip'),
  '/magazine/easter': localized('/magazine/easter', '/magazin/ostern', '/revista/pascua'),
  '/magazine/wetnwildgame': localized(
    '/magazine/wetnwildgame',
    '/magazin/wetnwildgame',
    '/revista/wetnwildgame',
  ),
  '/magazine/advent-calendar': localized(
    '/magazine/advent-calendar',
    '/magazin/adventskalender',
    '/revista/calendario-de-adviento',
  ),
  '/magazine/goldrush': localized('/magazine/goldrush', '/magazin/goldrausch', '/revista/fiebre-del-oro'),
  '/magazine/activity': localized('/magazine/activity', '/magazin/aktivitaet', '/revista/actividad'),
  '/magazine/slotmachine': localized('/magazine/slotmachine', '/magazin/spielautomat', '/revista/tragaperras'),
  '/magazine/oktoberfest-shooting': localized('/magazine/oktoberfest-shooting', '/magazin/wiesn-schiessen', '/revista/tiro-oktoberfest'),
  '/magazine/oktoberfest-tent': localized('/magazine/oktoberfest-tent', '/magazin/wiesn-bude', '/revista/carpa-oktoberfest'),
  '/magazine/halloween': localized('/magazine/halloween', '/magazin/halloween', '/revista/halloween'),
  '/magazine/kick-it': localized('/magazine/kick-it', '/magazin/kick-it', '/revista/kick-it'),
  '/magazine/cum-on': localized('/magazine/cum-on', '/magazin/cum-on', '/revista/cum-on'),
  '/magazine/vr-porn': localized('/magazine/vr-porn', '/magazin/vr-porno', '/revista/porno-vr'),
  '/newsletter/unsubscribe': localized('/newsletter/unsubscribe', '/newsletter/abmelden', '/newsletter/darse-de-baja'),
  '/my-account': localized('/my-account', '/mein-konto', '/mi-cuenta'),
  '/my-account/spinwheel': localized(
    '/my-account/spinwheel',
    '/mein-konto/spinwheel',
    '/mi-cuenta/spinwheel',
  ),
  '/my-account/profile': localized('/my-account/profile', '/mein-konto/profile', '/mi-cuenta/profile'),
  '/my-account/mediathek': localized(
    '/my-account/mediathek',
    '/mein-konto/mediathek',
    '/mi-cuenta/mediathek',
  ),
  '/my-account/mediathek/photos': localized(
    '/my-account/mediathek/photos',
    '/mein-konto/mediathek/photos',
    '/mi-cuenta/mediathek/photos',
  ),
  '/my-account/benefits': localized('/my-account/benefits', '/mein-konto/benefits', '/mi-cuenta/benefits'),
  '/my-account/favorite-cams': localized(
    '/my-account/favorite-cams',
    '/mein-konto/favorite-cams',
    '/mi-cuenta/favorite-cams',
  ),
  '/terms-of-service': localized('/terms-of-service', '/agb', '/condiciones'),
  '/data-protection': localized('/data-protection', '/datenschutz', '/proteccion-de-datos'),
  // §3 legal type imprint; row in docs/ROUTES.md.
  '/imprint': localized('/imprint', '/impressum', '/aviso-legal'),
  '/feed': '/feed',
  // The blog (§2 blog, §3 blog post); rows in docs/ROUTES.md. Category slugs are the same in every language.
  '/blog': '/blog',
  '/blog/category/[category]': localized('/blog/category/[category]', '/blog/kategorie/[category]', '/blog/categoria/[category]'),
  '/blog/archive/[category]/[year]': localized(
    '/blog/archive/[category]/[year]',
    '/blog/archiv/[category]/[year]',
    '/blog/archivo/[category]/[year]',
  ),
  '/blog/[slug]': '/blog/[slug]',
  // Top cams views (§2 "top cams (top 100, favourites, best chats, top video call)"); rows in docs/ROUTES.md.
  '/top-cams': '/top-cams',
  '/top-cams/favorites': localized('/top-cams/favorites', '/top-cams/favoriten', '/top-cams/favoritas'),
  '/top-cams/best-chats': localized('/top-cams/best-chats', '/top-cams/beste-chats', '/top-cams/mejores-chats'),
  '/top-cams/video-call': localized('/top-cams/video-call', '/top-cams/videocall', '/top-cams/videollamada'),
  // §7 actorsearch: the performer filter page (search type, sort rank or distance); row in docs/ROUTES.md.
  '/search/models': localized('/search/models', '/suche/models', '/buscar/modelos'),
} as const;

export type AppPathname = keyof typeof pathnames;

export const routing = defineRouting({
  locales,
  defaultLocale: 'en',
  localePrefix: 'always',
  // §1: the language comes from Accept-Language on `/`; unknown languages fall back to en.
  localeDetection: true,
  // No NEXT_LOCALE cookie: the language is in every URL, §3 lists the cookies we set (a language
  // cookie is not one of them), and a response without Set-Cookie can be shared by the page cache.
  localeCookie: false,
  pathnames,
});
