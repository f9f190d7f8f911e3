import type { Locale } from '@/i18n/routing';

/** A text in each §1 language. */
export type Texts = Record<Locale, string>;

/** Seasons and subjects the demo posts are about: neutral, everyday topics of a community blog. */
export const BLOG_THEMES: Texts[] = [
  { en: 'summer', de: 'Sommer', es: 'verano', nl: 'zomer' },
  { en: 'carnival', de: 'Karneval', es: 'carnaval', nl: 'carnaval' },
  { en: 'autumn', de: 'Herbst', es: 'otoño', nl: 'herfst' },
  { en: 'winter', de: 'Winter', es: 'invierno', nl: 'winter' },
  { en: 'spring', de: 'Frühling', es: 'primavera', nl: 'lente' },
  { en: 'anniversary', de: 'Jubiläum', es: 'aniversario', nl: 'jubileum' },
  { en: 'beach', de: 'Strand', es: 'playa', nl: 'strand' },
  { en: 'city lights', de: 'Stadtlichter', es: 'luces de ciudad', nl: 'stadslichten' },
  { en: 'music', de: 'Musik', es: 'música', nl: 'muziek' },
  { en: 'travel', de: 'Reisen', es: 'viajes', nl: 'reizen' },
  { en: 'dance', de: 'Tanz', es: 'baile', nl: 'dans' },
  { en: 'cooking', de: 'Kulinarik', es: 'cocina', nl: 'koken' },
];

/**
 * Per §3 category: two title patterns ({theme}, {name} for the interviewed performer), a subtitle,
 * an opening paragraph and a heading. German themes are compounded with a hyphen.
 */
export type CategoryTexts = { titles: [Texts, Texts]; subTitle: Texts; intro: Texts; heading: Texts };

export const CATEGORY_TEXTS: Record<number, CategoryTexts> = {
  1: {
    titles: [
      { en: 'The {theme} issue: what is new on the platform', de: 'Die {theme}-Ausgabe: Neues auf der Plattform', es: 'Edición de {theme}: novedades en la plataforma', nl: 'De {theme}-editie: nieuw op het platform' },
      { en: 'Looking back at {theme} week', de: 'Rückblick auf die {theme}-Woche', es: 'Un repaso a la semana de {theme}', nl: 'Terugblik op de {theme}week' },
    ],
    subTitle: { en: 'Notes from the team', de: 'Notizen aus dem Team', es: 'Notas del equipo', nl: 'Notities van het team' },
    intro: { en: 'A short round-up of everything that happened around the {theme} topic.', de: 'Eine kurze Zusammenfassung rund um das Thema {theme}.', es: 'Un breve resumen de todo lo que pasó en torno al tema {theme}.', nl: 'Een kort overzicht van alles rond het thema {theme}.' },
    heading: { en: 'In short', de: 'Kurz gesagt', es: 'En resumen', nl: 'In het kort' },
  },
  38: {
    titles: [
      { en: 'The {theme} event: join the community evening', de: 'Das {theme}-Event: Sei beim Community-Abend dabei', es: 'El evento de {theme}: únete a la velada', nl: 'Het {theme}-event: doe mee met de communityavond' },
      { en: 'Save the date: the {theme} special', de: 'Termin vormerken: das {theme}-Special', es: 'Reserva la fecha: el especial de {theme}', nl: 'Noteer de datum: de {theme}-special' },
    ],
    subTitle: { en: 'An evening with the community', de: 'Ein Abend mit der Community', es: 'Una noche con la comunidad', nl: 'Een avond met de community' },
    intro: { en: 'Our {theme} event brings performers and guests together for a relaxed evening with games and chats.', de: 'Unser {theme}-Event bringt Darstellerinnen und Gäste zu einem entspannten Abend mit Spielen und Chats zusammen.', es: 'Nuestro evento de {theme} reúne a artistas e invitados en una velada relajada con juegos y chats.', nl: 'Ons {theme}-event brengt performers en gasten samen voor een ontspannen avond met spelletjes en chats.' },
    heading: { en: 'What to expect', de: 'Was dich erwartet', es: 'Qué te espera', nl: 'Wat je kunt verwachten' },
  },
  39: {
    titles: [
      { en: 'Live tonight: the {theme} session', de: 'Heute live: die {theme}-Session', es: 'En directo esta noche: la sesión de {theme}', nl: 'Vanavond live: de {theme}-sessie' },
      { en: '{theme} live shows this weekend', de: '{theme}-Liveshows am Wochenende', es: 'Shows en directo de {theme} este fin de semana', nl: '{theme}-liveshows dit weekend' },
    ],
    subTitle: { en: 'Live on the platform', de: 'Live auf der Plattform', es: 'En directo en la plataforma', nl: 'Live op het platform' },
    intro: { en: 'Several performers go live with a {theme} theme: tune in, say hello and vote for the next topic.', de: 'Mehrere Darstellerinnen gehen mit einem {theme}-Thema live: schalte ein, sag Hallo und stimme über das nächste Thema ab.', es: 'Varias artistas emiten en directo con el tema {theme}: conéctate, saluda y vota el próximo tema.', nl: 'Meerdere performers gaan live met een {theme}-thema: kijk mee, zeg hallo en stem op het volgende onderwerp.' },
    heading: { en: 'Who is on', de: 'Wer dabei ist', es: 'Quién participa', nl: 'Wie er meedoet' },
  },
  40: {
    titles: [
      { en: 'Premium TV: the {theme} series starts', de: 'Premium TV: die {theme}-Serie startet', es: 'Premium TV: empieza la serie de {theme}', nl: 'Premium TV: de {theme}-serie begint' },
      { en: 'New on premium TV: {theme} highlights', de: 'Neu im Premium TV: {theme}-Highlights', es: 'Nuevo en premium TV: lo mejor de {theme}', nl: 'Nieuw op premium TV: {theme}-hoogtepunten' },
    ],
    subTitle: { en: 'For TV and VIP subscribers', de: 'Für TV- und VIP-Abonnenten', es: 'Para suscriptores de TV y VIP', nl: 'Voor TV- en VIP-abonnees' },
    intro: { en: 'The premium channel shows new {theme} episodes every evening, included in the TV subscription and the VIP club.', de: 'Der Premium-Kanal zeigt jeden Abend neue {theme}-Folgen, enthalten im TV-Abo und im VIP-Club.', es: 'El canal premium emite nuevos episodios de {theme} cada noche, incluidos en la suscripción de TV y en el club VIP.', nl: 'Het premiumkanaal toont elke avond nieuwe {theme}-afleveringen, inbegrepen in het TV-abonnement en de VIP-club.' },
    heading: { en: 'On the programme', de: 'Im Programm', es: 'En la programación', nl: 'Op het programma' },
  },
  41: {
    titles: [
      { en: 'Free TV: the {theme} magazine', de: 'Free TV: das {theme}-Magazin', es: 'TV gratis: la revista de {theme}', nl: 'Gratis TV: het {theme}-magazine' },
      { en: 'Watch for free: the {theme} show', de: 'Kostenlos ansehen: die {theme}-Show', es: 'Mira gratis: el programa de {theme}', nl: 'Gratis kijken: de {theme}-show' },
    ],
    subTitle: { en: 'On the free channel', de: 'Im kostenlosen Kanal', es: 'En el canal gratuito', nl: 'Op het gratis kanaal' },
    intro: { en: 'Our free channel has a new {theme} format: short reports, studio visits and a look at the week.', de: 'Unser kostenloser Kanal hat ein neues {theme}-Format: kurze Berichte, Studiobesuche und ein Wochenrückblick.', es: 'Nuestro canal gratuito estrena un formato de {theme}: reportajes breves, visitas al estudio y un repaso de la semana.', nl: 'Ons gratis kanaal heeft een nieuw {theme}-format: korte reportages, studiobezoeken en een terugblik op de week.' },
    heading: { en: 'When to watch', de: 'Wann du einschalten kannst', es: 'Cuándo verlo', nl: 'Wanneer je kunt kijken' },
  },
  43: {
    titles: [
      { en: 'The {theme} action: bonus credits for everyone', de: 'Die {theme}-Aktion: Bonus-Credits für alle', es: 'La promoción de {theme}: créditos extra para todos', nl: 'De {theme}-actie: bonuscredits voor iedereen' },
      { en: 'Limited offer: the {theme} voucher', de: 'Nur für kurze Zeit: der {theme}-Gutschein', es: 'Oferta limitada: el cupón de {theme}', nl: 'Tijdelijk aanbod: de {theme}-voucher' },
    ],
    subTitle: { en: 'Offers and vouchers', de: 'Angebote und Gutscheine', es: 'Ofertas y cupones', nl: 'Aanbiedingen en vouchers' },
    intro: { en: 'For a limited time the {theme} action adds bonus credits to every top-up; the details are in your account.', de: 'Für kurze Zeit gibt es mit der {theme}-Aktion Bonus-Credits auf jede Aufladung; Details findest du in deinem Konto.', es: 'Durante un tiempo limitado, la promoción de {theme} añade créditos extra a cada recarga; los detalles están en tu cuenta.', nl: 'Een beperkte tijd geeft de {theme}-actie bonuscredits bij elke opwaardering; de details staan in je account.' },
    heading: { en: 'How it works', de: 'So funktioniert es', es: 'Cómo funciona', nl: 'Zo werkt het' },
  },
  44: {
    titles: [
      { en: 'Behind the scenes: producing the {theme} clips', de: 'Hinter den Kulissen: so entstehen die {theme}-Clips', es: 'Entre bastidores: así se producen los clips de {theme}', nl: 'Achter de schermen: zo ontstaan de {theme}-clips' },
      { en: 'Studio diary: the {theme} shoot', de: 'Studiotagebuch: der {theme}-Dreh', es: 'Diario del estudio: el rodaje de {theme}', nl: 'Studiodagboek: de {theme}-opnames' },
    ],
    subTitle: { en: 'From the studio', de: 'Aus dem Studio', es: 'Desde el estudio', nl: 'Uit de studio' },
    intro: { en: 'Lights, sets and a lot of coffee: a day with the crew while the {theme} clips were recorded.', de: 'Licht, Kulissen und viel Kaffee: ein Tag mit dem Team beim Dreh der {theme}-Clips.', es: 'Luces, decorados y mucho café: un día con el equipo durante la grabación de los clips de {theme}.', nl: 'Licht, decors en veel koffie: een dag met de crew tijdens de opnames van de {theme}-clips.' },
    heading: { en: 'On set', de: 'Am Set', es: 'En el plató', nl: 'Op de set' },
  },
  45: {
    titles: [
      { en: 'News: the {theme} update for the apps', de: 'News: das {theme}-Update für die Apps', es: 'Noticias: la actualización de {theme} para las apps', nl: 'Nieuws: de {theme}-update voor de apps' },
      { en: 'Platform news, {theme} edition', de: 'Plattform-News, {theme}-Ausgabe', es: 'Noticias de la plataforma, edición de {theme}', nl: 'Platformnieuws, {theme}-editie' },
    ],
    subTitle: { en: 'What changed', de: 'Was sich geändert hat', es: 'Qué ha cambiado', nl: 'Wat er veranderd is' },
    intro: { en: 'The {theme} update brings a faster search, clearer menus and a few small fixes many of you asked for.', de: 'Das {theme}-Update bringt eine schnellere Suche, übersichtlichere Menüs und einige kleine Verbesserungen, die ihr euch gewünscht habt.', es: 'La actualización de {theme} trae una búsqueda más rápida, menús más claros y pequeñas mejoras que muchos pedisteis.', nl: 'De {theme}-update brengt sneller zoeken, duidelijkere menu’s en een paar kleine verbeteringen waar velen om vroegen.' },
    heading: { en: 'The changes', de: 'Die Änderungen', es: 'Los cambios', nl: 'De wijzigingen' },
  },
  46: {
    titles: [
      { en: 'Interview: {name} about {theme}', de: 'Interview: {name} über {theme}', es: 'Entrevista: {name} habla de {theme}', nl: 'Interview: {name} over {theme}' },
      { en: 'Five questions to {name} on {theme}', de: 'Fünf Fragen an {name} zum Thema {theme}', es: 'Cinco preguntas a {name} sobre {theme}', nl: 'Vijf vragen aan {name} over {theme}' },
    ],
    subTitle: { en: 'In conversation', de: 'Im Gespräch', es: 'En conversación', nl: 'In gesprek' },
    intro: { en: 'We talked about {theme}, favourite routines and what makes a good evening online.', de: 'Wir haben über {theme}, liebste Rituale und einen gelungenen Abend online gesprochen.', es: 'Hablamos de {theme}, rutinas favoritas y de lo que hace buena una noche en línea.', nl: 'We spraken over {theme}, favoriete gewoontes en wat een goede avond online maakt.' },
    heading: { en: 'The conversation', de: 'Das Gespräch', es: 'La conversación', nl: 'Het gesprek' },
  },
};

/** The sentence around mentioned performers: "{before}<names joined by {and}>{after}". */
export const MENTION_TEXTS: { before: Texts; and: Texts; after: Texts } = {
  before: { en: 'Taking part: ', de: 'Mit dabei: ', es: 'Participan: ', nl: 'Doen mee: ' },
  and: { en: ' and ', de: ' und ', es: ' y ', nl: ' en ' },
  after: {
    en: '. Visit their profiles to see when they are online next.',
    de: '. Auf ihren Profilen siehst du, wann sie wieder online sind.',
    es: '. En sus perfiles verás cuándo vuelven a estar en línea.',
    nl: '. Op hun profielen zie je wanneer ze weer online zijn.',
  },
};

export const CLOSING_TEXT: Texts = {
  en: 'Questions or ideas for the next post? Write to our support team; we read every message.',
  de: 'Fragen oder Ideen für den nächsten Beitrag? Schreib unserem Support-Team; wir lesen jede Nachricht.',
  es: '¿Preguntas o ideas para la próxima entrada? Escribe a nuestro equipo de soporte; leemos cada mensaje.',
  nl: 'Vragen of ideeën voor het volgende bericht? Schrijf ons supportteam; we lezen elk bericht.',
};
