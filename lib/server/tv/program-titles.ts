import type { TvChannel } from '@/lib/server/db/schema/tv';

/** A title in each §1 language. */
export type TvTitles = { de: string; en: string; es: string; nl: string };

/** The formats of the free channel: neutral magazine shows (the seed is never explicit). */
export const FREE_FORMATS: readonly TvTitles[] = [
  { de: 'Studio-Talk am Abend', en: 'Evening Studio Talk', es: 'Charla de estudio nocturna', nl: 'Studiopraat in de avond' },
  { de: 'Backstage: Ein Tag im Studio', en: 'Backstage: A Day in the Studio', es: 'Entre bastidores: un día en el estudio', nl: 'Backstage: een dag in de studio' },
  { de: 'Community-Magazin', en: 'Community Magazine', es: 'Revista de la comunidad', nl: 'Communitymagazine' },
  { de: 'Neu auf der Plattform', en: 'New on the Platform', es: 'Novedades de la plataforma', nl: 'Nieuw op het platform' },
  { de: 'Musik und Licht', en: 'Music and Light', es: 'Música y luz', nl: 'Muziek en licht' },
  { de: 'Fragen an die Redaktion', en: 'Ask the Editors', es: 'Preguntas a la redacción', nl: 'Vragen aan de redactie' },
  { de: 'Wochenrückblick', en: 'The Week in Review', es: 'Resumen semanal', nl: 'Terugblik op de week' },
  { de: 'Farbenspiel – Nachtprogramm', en: 'Play of Colours – Night Programme', es: 'Juego de colores – programa nocturno', nl: 'Kleurenspel – nachtprogramma' },
];

/** The formats of the premium channel (§6: TV or VIP subscribers). */
export const PREMIUM_FORMATS: readonly TvTitles[] = [
  { de: 'Premium Lounge', en: 'Premium Lounge', es: 'Salón premium', nl: 'Premium lounge' },
  { de: 'Hinter den Kulissen – Spezial', en: 'Behind the Scenes – Special', es: 'Detrás de las cámaras – especial', nl: 'Achter de schermen – special' },
  { de: 'Die große Fotoshooting-Show', en: 'The Big Photo Shoot Show', es: 'El gran programa de sesiones de fotos', nl: 'De grote fotoshootshow' },
  { de: 'Late Night Premium', en: 'Late Night Premium', es: 'Premium de medianoche', nl: 'Late night premium' },
  { de: 'Zuschauerwünsche', en: 'Viewers’ Choice', es: 'A petición del público', nl: 'Kijkersverzoekjes' },
  { de: 'Premium-Porträt', en: 'Premium Portrait', es: 'Retrato premium', nl: 'Premiumportret' },
];

/** A performer's TV appearance (§7 getActorTVLivestreamDataById): her name in the title. */
export function appearanceTitles(channel: TvChannel, name: string): TvTitles {
  return channel === 'premium'
    ? { de: `${name} – Premium-Interview`, en: `${name} – Premium Interview`, es: `${name} – entrevista premium`, nl: `${name} – premiuminterview` }
    : { de: `${name} live im Studio`, en: `${name} Live in the Studio`, es: `${name} en directo desde el estudio`, nl: `${name} live in de studio` };
}
