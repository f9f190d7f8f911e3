import type { Texts } from './tv-mediathek-series';

/** Episode subjects: the seed builds titles as pattern × subject (with the PRNG), per language. */
export const SUBJECTS: Texts[] = [
  { de: 'Der erste Drehtag', en: 'The first day of shooting', es: 'El primer día de rodaje', nl: 'De eerste draaidag' },
  { de: 'Sommer in Berlin', en: 'Summer in Berlin', es: 'Verano en Berlín', nl: 'Zomer in Berlijn' },
  { de: 'Der große Umzug', en: 'The big move', es: 'La gran mudanza', nl: 'De grote verhuizing' },
  { de: 'Ein verregneter Sonntag', en: 'A rainy Sunday', es: 'Un domingo lluvioso', nl: 'Een regenachtige zondag' },
  { de: 'Das Fotoshooting', en: 'The photo shoot', es: 'La sesión de fotos', nl: 'De fotoshoot' },
  { de: 'Der Castingtag', en: 'Casting day', es: 'El día del casting', nl: 'De castingdag' },
  { de: 'Die Überraschungsparty', en: 'The surprise party', es: 'La fiesta sorpresa', nl: 'Het verrassingsfeest' },
  { de: 'Das geheime Rezept', en: 'The secret recipe', es: 'La receta secreta', nl: 'Het geheime recept' },
  { de: 'Das neue Studio', en: 'The new studio', es: 'El nuevo estudio', nl: 'De nieuwe studio' },
  { de: 'Der Kleiderschrank', en: 'The wardrobe', es: 'El armario', nl: 'De kledingkast' },
  { de: 'Das Fantreffen', en: 'The fan meeting', es: 'El encuentro con fans', nl: 'De fanontmoeting' },
  { de: 'Der Nachtmarkt', en: 'The night market', es: 'El mercado nocturno', nl: 'De nachtmarkt' },
  { de: 'Über den Dächern', en: 'Above the rooftops', es: 'Sobre los tejados', nl: 'Boven de daken' },
  { de: 'Der Wellnesstag', en: 'The spa day', es: 'El día de spa', nl: 'De wellnessdag' },
  { de: 'Die Kostümparty', en: 'The costume party', es: 'La fiesta de disfraces', nl: 'Het kostuumfeest' },
  { de: 'Die Preisverleihung', en: 'The award night', es: 'La noche de premios', nl: 'De prijsuitreiking' },
  { de: 'Ein Tag am Meer', en: 'A day by the sea', es: 'Un día en el mar', nl: 'Een dag aan zee' },
  { de: 'Die Probe', en: 'The rehearsal', es: 'El ensayo', nl: 'De repetitie' },
  { de: 'Der Jahresrückblick', en: 'The year in review', es: 'El resumen del año', nl: 'Het jaaroverzicht' },
  { de: 'Die Hütte in den Bergen', en: 'The cabin in the mountains', es: 'La cabaña en la montaña', nl: 'De hut in de bergen' },
  { de: 'Das Tanzduell', en: 'The dance-off', es: 'El duelo de baile', nl: 'Het dansduel' },
  { de: 'Der Flohmarkt', en: 'The flea market', es: 'El mercadillo', nl: 'De vlooienmarkt' },
  { de: 'Das Picknick', en: 'The picnic', es: 'El pícnic', nl: 'De picknick' },
  { de: 'Die Weinprobe', en: 'The wine tasting', es: 'La cata de vinos', nl: 'De wijnproeverij' },
];

/** Title patterns; `{s}` is the subject. */
export const TITLE_PATTERNS: Texts[] = [
  { de: '{s}', en: '{s}', es: '{s}', nl: '{s}' },
  { de: '{s} – das Finale', en: '{s} – the finale', es: '{s}: la final', nl: '{s} – de finale' },
  { de: 'Spezial: {s}', en: 'Special: {s}', es: 'Especial: {s}', nl: 'Special: {s}' },
  { de: '{s} (Teil 2)', en: '{s} (part 2)', es: '{s} (parte 2)', nl: '{s} (deel 2)' },
  { de: 'Countdown: {s}', en: 'Countdown: {s}', es: 'Cuenta atrás: {s}', nl: 'Aftellen: {s}' },
  { de: '{s} – hinter den Kulissen', en: '{s} – behind the scenes', es: '{s}: entre bastidores', nl: '{s} – achter de schermen' },
];

/** Episode description; `{series}`, `{s}` (subject, lower-cased where the language allows). */
export const EPISODE_DESCRIPTION: Texts = {
  de: 'In dieser Folge von „{series}“ dreht sich alles um das Thema „{s}“. Mit Humor, guter Laune und ein paar Überraschungen.',
  en: 'This episode of “{series}” is all about “{s}”. With humour, good spirits and a few surprises.',
  es: 'Este episodio de «{series}» gira en torno a «{s}». Con humor, buen ambiente y alguna sorpresa.',
  nl: 'Deze aflevering van ‘{series}’ draait helemaal om ‘{s}’. Met humor, goede zin en een paar verrassingen.',
};

/** TV post kinds: slug suffix, title, teaser and the body's heading and paragraphs; `{series}` is the series' title. */
export type PostText = { slug: string; title: Texts; teaser: Texts; heading: Texts; paragraphs: Texts[] };

export const SERIES_POSTS: PostText[] = [
  {
    slug: 'new-season',
    title: { de: '„{series}“: die neue Staffel', en: '“{series}”: the new season', es: '«{series}»: la nueva temporada', nl: '‘{series}’: het nieuwe seizoen' },
    teaser: { de: 'Neue Folgen, neue Orte, bekannte Gesichter.', en: 'New episodes, new places, familiar faces.', es: 'Nuevos episodios, nuevos lugares, caras conocidas.', nl: 'Nieuwe afleveringen, nieuwe plekken, bekende gezichten.' },
    heading: { de: 'Was euch erwartet', en: 'What to expect', es: 'Lo que os espera', nl: 'Wat je kunt verwachten' },
    paragraphs: [
      { de: 'Die neue Staffel von „{series}“ startet in der Mediathek. Die ersten Folgen sind für alle frei, die weiteren gibt es mit dem TV-Abo.', en: 'The new season of “{series}” starts in the media centre. The first episodes are free for everyone, the others come with the TV subscription.', es: 'La nueva temporada de «{series}» empieza en la mediateca. Los primeros episodios son gratis para todos; los demás, con la suscripción de TV.', nl: 'Het nieuwe seizoen van ‘{series}’ start in de mediatheek. De eerste afleveringen zijn gratis voor iedereen, de rest zit bij het tv-abonnement.' },
      { de: 'Das Team hat monatelang vorbereitet – wir sind gespannt auf eure Meinung.', en: 'The team spent months preparing – we look forward to hearing what you think.', es: 'El equipo lleva meses preparándola: tenemos ganas de conocer vuestra opinión.', nl: 'Het team heeft maandenlang voorbereid – we zijn benieuwd naar jullie mening.' },
    ],
  },
  {
    slug: 'making-of',
    title: { de: 'So entsteht „{series}“', en: 'The making of “{series}”', es: 'Así se hace «{series}»', nl: 'Zo ontstaat ‘{series}’' },
    teaser: { de: 'Ein Drehtag von der ersten Besprechung bis zum letzten Schnitt.', en: 'A day of shooting from the first meeting to the final cut.', es: 'Un día de rodaje desde la primera reunión hasta el último corte.', nl: 'Een draaidag van de eerste bespreking tot de laatste montage.' },
    heading: { de: 'Hinter den Kulissen', en: 'Behind the scenes', es: 'Entre bastidores', nl: 'Achter de schermen' },
    paragraphs: [
      { de: 'Für eine Folge von „{series}“ arbeiten Regie, Kamera, Licht und Maske eng zusammen.', en: 'For one episode of “{series}”, direction, camera, lighting and make-up work closely together.', es: 'Para un episodio de «{series}» trabajan codo con codo dirección, cámara, iluminación y maquillaje.', nl: 'Voor één aflevering van ‘{series}’ werken regie, camera, licht en make-up nauw samen.' },
      { de: 'Wir zeigen, wie aus vielen Stunden Material eine runde Sendung wird.', en: 'We show how many hours of footage become one well-rounded show.', es: 'Mostramos cómo muchas horas de material se convierten en un programa redondo.', nl: 'We laten zien hoe uren aan materiaal één mooie uitzending worden.' },
    ],
  },
  {
    slug: 'interview',
    title: { de: 'Fünf Fragen an das Team von „{series}“', en: 'Five questions for the “{series}” team', es: 'Cinco preguntas al equipo de «{series}»', nl: 'Vijf vragen aan het team van ‘{series}’' },
    teaser: { de: 'Lieblingsmomente, Pannen und Pläne.', en: 'Favourite moments, mishaps and plans.', es: 'Momentos favoritos, anécdotas y planes.', nl: 'Favoriete momenten, blunders en plannen.' },
    heading: { de: 'Im Gespräch', en: 'In conversation', es: 'En conversación', nl: 'In gesprek' },
    paragraphs: [
      { de: 'Was war der schönste Moment bei „{series}“? Die Antworten fallen sehr unterschiedlich aus.', en: 'What was the best moment of “{series}”? The answers could hardly be more different.', es: '¿Cuál fue el mejor momento de «{series}»? Las respuestas no podrían ser más distintas.', nl: 'Wat was het mooiste moment van ‘{series}’? De antwoorden lopen sterk uiteen.' },
      { de: 'Und was kommt als Nächstes? Ein paar Ideen verrät das Team schon heute.', en: 'And what comes next? The team already reveals a few ideas today.', es: '¿Y qué viene después? El equipo ya adelanta algunas ideas.', nl: 'En wat komt er hierna? Een paar ideeën verklapt het team nu al.' },
    ],
  },
  {
    slug: 'fan-favourites',
    title: { de: 'Die Lieblingsfolgen der Fans von „{series}“', en: 'Fan favourites of “{series}”', es: 'Los episodios favoritos de «{series}»', nl: 'De favoriete afleveringen van ‘{series}’' },
    teaser: { de: 'Ihr habt abgestimmt: diese Folgen lohnen sich besonders.', en: 'You voted: these episodes are especially worth watching.', es: 'Habéis votado: estos episodios merecen especialmente la pena.', nl: 'Jullie hebben gestemd: deze afleveringen zijn extra de moeite waard.' },
    heading: { de: 'Eure Auswahl', en: 'Your pick', es: 'Vuestra selección', nl: 'Jullie keuze' },
    paragraphs: [
      { de: 'Die bestbewerteten Folgen von „{series}“ findet ihr in der Mediathek unter „Top bewertet“.', en: 'You will find the top-rated episodes of “{series}” in the media centre under “Top rated”.', es: 'Encontraréis los episodios mejor valorados de «{series}» en la mediateca, en «Mejor valorados».', nl: 'De best beoordeelde afleveringen van ‘{series}’ vind je in de mediatheek onder ‘Best beoordeeld’.' },
    ],
  },
];

/** Posts of the channel itself (no series). */
export const CHANNEL_POSTS: PostText[] = [
  {
    slug: 'welcome-to-the-media-centre',
    title: { de: 'Willkommen im Mediacenter', en: 'Welcome to the media centre', es: 'Bienvenidos al centro multimedia', nl: 'Welkom in het mediacentrum' },
    teaser: { de: 'Alle Sendungen des Senders, jederzeit abrufbar.', en: 'All of the channel’s shows, whenever you like.', es: 'Todos los programas del canal, cuando quieras.', nl: 'Alle programma’s van de zender, wanneer je maar wilt.' },
    heading: { de: 'Frei und Premium', en: 'Free and premium', es: 'Gratis y premium', nl: 'Gratis en premium' },
    paragraphs: [
      { de: 'Viele Folgen sind frei. Mit dem TV-Abo oder als VIP seht ihr alle Folgen und das Premium-Programm.', en: 'Many episodes are free. With the TV subscription or as a VIP you watch every episode and the premium programme.', es: 'Muchos episodios son gratuitos. Con la suscripción de TV o como VIP ves todos los episodios y el programa premium.', nl: 'Veel afleveringen zijn gratis. Met het tv-abonnement of als VIP kijk je alle afleveringen en het premiumprogramma.' },
    ],
  },
  {
    slug: 'summer-schedule',
    title: { de: 'Der Sommerfahrplan des Senders', en: 'The channel’s summer schedule', es: 'La programación de verano del canal', nl: 'De zomerprogrammering van de zender' },
    teaser: { de: 'Neue Formate und lange Abende.', en: 'New formats and long evenings.', es: 'Nuevos formatos y noches largas.', nl: 'Nieuwe formats en lange avonden.' },
    heading: { de: 'Was neu ist', en: 'What is new', es: 'Novedades', nl: 'Wat er nieuw is' },
    paragraphs: [
      { de: 'Im Sommer laufen Reise- und Realityformate zur besten Sendezeit, alle Folgen landen danach in der Mediathek.', en: 'In summer, travel and reality formats air in prime time; every episode then lands in the media centre.', es: 'En verano, los formatos de viajes y reality se emiten en horario de máxima audiencia; luego todos los episodios llegan a la mediateca.', nl: 'In de zomer draaien reis- en realityformats op primetime; daarna komt elke aflevering in de mediatheek.' },
    ],
  },
];
