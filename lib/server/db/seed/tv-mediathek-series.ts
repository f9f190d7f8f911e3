import type { Locale } from '@/i18n/routing';
import type { TvGenre } from '@/lib/contracts/tv-mediathek';

export type Texts = Record<Locale, string>;
export type SeriesText = { key: string; genre: TvGenre; title: Texts; teaser: Texts };

/**
 * The channel's formats (§3 TV series): neutral magazine, reality, cooking, travel, talk and
 * behind-the-scenes shows of an adult-entertainment TV channel, never explicit.
 */
export const SERIES: SeriesText[] = [
  {
    key: 'kitchen-stories',
    genre: 'cooking',
    title: { de: 'Küchengeschichten', en: 'Kitchen Stories', es: 'Historias de cocina', nl: 'Keukenverhalen' },
    teaser: {
      de: 'Unsere Darstellerinnen kochen ihre Lieblingsrezepte und erzählen dabei aus ihrem Alltag.',
      en: 'Our performers cook their favourite recipes and talk about their everyday lives.',
      es: 'Nuestras artistas cocinan sus recetas favoritas y hablan de su día a día.',
      nl: 'Onze performers koken hun favoriete recepten en vertellen over hun dagelijks leven.',
    },
  },
  {
    key: 'night-shift',
    genre: 'backstage',
    title: { de: 'Nachtschicht', en: 'Night Shift', es: 'Turno de noche', nl: 'Nachtdienst' },
    teaser: {
      de: 'Was passiert nachts im Studio, wenn die Kameras warten? Die Crew nimmt uns mit.',
      en: 'What happens in the studio at night while the cameras wait? The crew takes us along.',
      es: '¿Qué pasa de noche en el estudio mientras esperan las cámaras? El equipo nos lleva consigo.',
      nl: 'Wat gebeurt er ’s nachts in de studio terwijl de camera’s wachten? De crew neemt ons mee.',
    },
  },
  {
    key: 'on-the-road',
    genre: 'travel',
    title: { de: 'Unterwegs', en: 'On the Road', es: 'En la carretera', nl: 'Onderweg' },
    teaser: {
      de: 'Roadtrips durch Europa: Städte, Strände und die Menschen, die man unterwegs trifft.',
      en: 'Road trips across Europe: cities, beaches and the people you meet on the way.',
      es: 'Viajes por carretera por Europa: ciudades, playas y la gente que se conoce por el camino.',
      nl: 'Roadtrips door Europa: steden, stranden en de mensen die je onderweg ontmoet.',
    },
  },
  {
    key: 'studio-diaries',
    genre: 'backstage',
    title: { de: 'Studio-Tagebücher', en: 'Studio Diaries', es: 'Diarios del estudio', nl: 'Studiodagboeken' },
    teaser: {
      de: 'Ein Blick hinter die Kulissen: Licht, Technik, Maske und viel Kaffee.',
      en: 'A look behind the scenes: lighting, technology, make-up and lots of coffee.',
      es: 'Una mirada entre bastidores: luces, técnica, maquillaje y mucho café.',
      nl: 'Een kijkje achter de schermen: licht, techniek, make-up en veel koffie.',
    },
  },
  {
    key: 'late-talk',
    genre: 'talk',
    title: { de: 'Spät-Talk', en: 'Late Talk', es: 'Charla nocturna', nl: 'Laat Gesprek' },
    teaser: {
      de: 'Die Talkshow am späten Abend: ehrliche Gespräche mit Gästen aus der Community.',
      en: 'The late-evening talk show: honest conversations with guests from the community.',
      es: 'El programa de entrevistas de la noche: conversaciones sinceras con invitados de la comunidad.',
      nl: 'De talkshow van de late avond: eerlijke gesprekken met gasten uit de community.',
    },
  },
  {
    key: 'city-lights',
    genre: 'travel',
    title: { de: 'Lichter der Stadt', en: 'City Lights', es: 'Luces de la ciudad', nl: 'Lichten van de Stad' },
    teaser: {
      de: 'Nachtleben, Bars und versteckte Orte in den schönsten Städten des Kontinents.',
      en: 'Nightlife, bars and hidden places in the continent’s most beautiful cities.',
      es: 'Vida nocturna, bares y lugares escondidos en las ciudades más bonitas del continente.',
      nl: 'Nachtleven, bars en verborgen plekken in de mooiste steden van het continent.',
    },
  },
  {
    key: 'style-check',
    genre: 'lifestyle',
    title: { de: 'Style-Check', en: 'Style Check', es: 'Control de estilo', nl: 'Stijlcheck' },
    teaser: {
      de: 'Mode, Styling und Make-up: Tipps direkt aus der Garderobe unserer Stars.',
      en: 'Fashion, styling and make-up: tips straight from our stars’ wardrobe.',
      es: 'Moda, estilismo y maquillaje: consejos directamente del vestuario de nuestras estrellas.',
      nl: 'Mode, styling en make-up: tips rechtstreeks uit de garderobe van onze sterren.',
    },
  },
  {
    key: 'house-of-cams',
    genre: 'reality',
    title: { de: 'Das Cam-Haus', en: 'House of Cams', es: 'La casa de las cámaras', nl: 'Het Camhuis' },
    teaser: {
      de: 'Sechs Darstellerinnen, ein Haus, viele Aufgaben: die Reality-Show des Senders.',
      en: 'Six performers, one house, lots of challenges: the channel’s reality show.',
      es: 'Seis artistas, una casa, muchos retos: el reality del canal.',
      nl: 'Zes performers, één huis, veel uitdagingen: de realityshow van de zender.',
    },
  },
  {
    key: 'weekend-magazine',
    genre: 'magazine',
    title: { de: 'Das Wochenendmagazin', en: 'The Weekend Magazine', es: 'La revista del fin de semana', nl: 'Het Weekendmagazine' },
    teaser: {
      de: 'Neuigkeiten, Termine und Porträts: alles, was diese Woche auf der Plattform los war.',
      en: 'News, dates and portraits: everything that happened on the platform this week.',
      es: 'Noticias, fechas y retratos: todo lo que pasó en la plataforma esta semana.',
      nl: 'Nieuws, data en portretten: alles wat er deze week op het platform gebeurde.',
    },
  },
  {
    key: 'fitness-friday',
    genre: 'lifestyle',
    title: { de: 'Fitness-Freitag', en: 'Fitness Friday', es: 'Viernes de fitness', nl: 'Fitnessvrijdag' },
    teaser: {
      de: 'Training, Ernährung und Motivation: jeden Freitag ein neues Programm zum Mitmachen.',
      en: 'Workouts, nutrition and motivation: a new programme to join in every Friday.',
      es: 'Entrenamiento, nutrición y motivación: cada viernes un programa nuevo para seguir.',
      nl: 'Training, voeding en motivatie: elke vrijdag een nieuw programma om mee te doen.',
    },
  },
  {
    key: 'behind-the-lens',
    genre: 'backstage',
    title: { de: 'Hinter der Linse', en: 'Behind the Lens', es: 'Detrás de la lente', nl: 'Achter de Lens' },
    teaser: {
      de: 'Fotografinnen und Kameraleute zeigen, wie die Bilder des Senders entstehen.',
      en: 'Photographers and camera operators show how the channel’s pictures are made.',
      es: 'Fotógrafas y operadores de cámara muestran cómo nacen las imágenes del canal.',
      nl: 'Fotografen en cameramensen laten zien hoe de beelden van de zender ontstaan.',
    },
  },
  {
    key: 'island-escape',
    genre: 'reality',
    title: { de: 'Inselflucht', en: 'Island Escape', es: 'Escapada a la isla', nl: 'Eilandvlucht' },
    teaser: {
      de: 'Zwei Wochen auf einer Mittelmeerinsel: Sonne, Abenteuer und kleine Wettkämpfe.',
      en: 'Two weeks on a Mediterranean island: sunshine, adventures and small contests.',
      es: 'Dos semanas en una isla mediterránea: sol, aventuras y pequeñas competiciones.',
      nl: 'Twee weken op een mediterraan eiland: zon, avonturen en kleine wedstrijden.',
    },
  },
  {
    key: 'midnight-menu',
    genre: 'cooking',
    title: { de: 'Mitternachtsmenü', en: 'Midnight Menu', es: 'Menú de medianoche', nl: 'Middernachtmenu' },
    teaser: {
      de: 'Snacks für die lange Nacht: schnelle Rezepte zwischen zwei Shows.',
      en: 'Snacks for the long night: quick recipes between two shows.',
      es: 'Aperitivos para la noche larga: recetas rápidas entre dos shows.',
      nl: 'Snacks voor de lange nacht: snelle recepten tussen twee shows door.',
    },
  },
  {
    key: 'fan-mail',
    genre: 'talk',
    title: { de: 'Fanpost', en: 'Fan Mail', es: 'Cartas de fans', nl: 'Fanmail' },
    teaser: {
      de: 'Darstellerinnen lesen und beantworten die Post ihrer Fans – mit Humor.',
      en: 'Performers read and answer their fans’ letters – with a sense of humour.',
      es: 'Las artistas leen y responden las cartas de sus fans, con humor.',
      nl: 'Performers lezen en beantwoorden de post van hun fans – met humor.',
    },
  },
];

/** A sentence per genre that completes a series' description. */
export const GENRE_TEXT: Record<TvGenre, Texts> = {
  magazine: { de: 'Ein Magazin für alle, die nichts verpassen wollen.', en: 'A magazine for everyone who wants to miss nothing.', es: 'Una revista para quien no quiere perderse nada.', nl: 'Een magazine voor iedereen die niets wil missen.' },
  reality: { de: 'Echte Menschen, echte Momente, jede Woche eine neue Folge.', en: 'Real people, real moments, a new episode every week.', es: 'Gente real, momentos reales, un episodio nuevo cada semana.', nl: 'Echte mensen, echte momenten, elke week een nieuwe aflevering.' },
  cooking: { de: 'Jedes Rezept gibt es zum Nachkochen.', en: 'Every recipe is there to cook at home.', es: 'Cada receta está pensada para cocinarla en casa.', nl: 'Elk recept is er om thuis na te koken.' },
  travel: { de: 'Reisen, die Lust auf den nächsten Urlaub machen.', en: 'Journeys that make you long for your next holiday.', es: 'Viajes que dan ganas de las próximas vacaciones.', nl: 'Reizen die zin geven in de volgende vakantie.' },
  backstage: { de: 'Ehrliche Einblicke in die Arbeit hinter der Kamera.', en: 'Honest insights into the work behind the camera.', es: 'Miradas sinceras al trabajo detrás de la cámara.', nl: 'Eerlijke inkijkjes in het werk achter de camera.' },
  talk: { de: 'Gespräche ohne Drehbuch, mit viel Persönlichkeit.', en: 'Conversations without a script, full of personality.', es: 'Conversaciones sin guion, llenas de personalidad.', nl: 'Gesprekken zonder script, vol persoonlijkheid.' },
  lifestyle: { de: 'Ideen für den Alltag, direkt zum Ausprobieren.', en: 'Ideas for everyday life, ready to try.', es: 'Ideas para el día a día, listas para probar.', nl: 'Ideeën voor elke dag, klaar om uit te proberen.' },
};
