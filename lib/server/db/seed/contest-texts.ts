import type { ContestKind } from '@/lib/server/db/schema/contests';

type Text = { de: string; en: string; es: string; nl: string };
export type ContestTheme = { kind: ContestKind; title: Text; description: Text };

const video = (title: Text, description: Text): ContestTheme => ({ kind: 'video', title, description });
const photo = (title: Text, description: Text): ContestTheme => ({ kind: 'photo', title, description });

/** §3 contest themes in the four §1 languages (neutral wording); the seed cycles through them. */
export const CONTEST_THEMES: readonly ContestTheme[] = [
  video(
    { de: 'Bestes Sommervideo', en: 'Best summer video', es: 'Mejor vídeo de verano', nl: 'Beste zomervideo' },
    { de: 'Welches Video fängt den Sommer am besten ein? Stimme für deine Favoritinnen.', en: 'Which video captures summer best? Vote for your favourites.', es: '¿Qué vídeo captura mejor el verano? Vota por tus favoritas.', nl: 'Welke video vangt de zomer het best? Stem op je favorieten.' },
  ),
  photo(
    { de: 'Schönstes Fotoset', en: 'Most beautiful photo set', es: 'La serie de fotos más bonita', nl: 'Mooiste fotoset' },
    { de: 'Licht, Farben, Ausdruck: Welches Set gefällt dir am besten?', en: 'Light, colours, expression: which set do you like best?', es: 'Luz, colores, expresión: ¿qué serie te gusta más?', nl: 'Licht, kleuren, expressie: welke set vind jij het mooist?' },
  ),
  video(
    { de: 'Kreativster Clip', en: 'Most creative clip', es: 'El clip más creativo', nl: 'Creatiefste clip' },
    { de: 'Ideen zählen: Stimme für den originellsten Clip.', en: 'Ideas count: vote for the most original clip.', es: 'Las ideas cuentan: vota por el clip más original.', nl: 'Ideeën tellen: stem op de origineelste clip.' },
  ),
  photo(
    { de: 'Bestes Outfit', en: 'Best outfit', es: 'Mejor atuendo', nl: 'Beste outfit' },
    { de: 'Welches Outfit überzeugt dich? Fünf Stimmen hast du.', en: 'Which outfit wins you over? You have five votes.', es: '¿Qué atuendo te convence? Tienes cinco votos.', nl: 'Welke outfit overtuigt jou? Je hebt vijf stemmen.' },
  ),
  video(
    { de: 'Lieblingsvideo des Monats', en: 'Favourite video of the month', es: 'Vídeo favorito del mes', nl: 'Favoriete video van de maand' },
    { de: 'Die Community wählt das Video des Monats.', en: 'The community picks the video of the month.', es: 'La comunidad elige el vídeo del mes.', nl: 'De community kiest de video van de maand.' },
  ),
  photo(
    { de: 'Schönstes Lächeln', en: 'Most beautiful smile', es: 'La sonrisa más bonita', nl: 'Mooiste glimlach' },
    { de: 'Ein Lächeln sagt mehr als tausend Worte. Wer hat das schönste?', en: 'A smile says more than a thousand words. Whose is the most beautiful?', es: 'Una sonrisa dice más que mil palabras. ¿Cuál es la más bonita?', nl: 'Een glimlach zegt meer dan duizend woorden. Wie heeft de mooiste?' },
  ),
];

/** §7 generic voting: a question with keyed options. */
export const SEED_VOTING = {
  title: { de: 'Welches Thema soll der nächste Wettbewerb haben?', en: 'Which theme should the next contest have?', es: '¿Qué tema debería tener el próximo concurso?', nl: 'Welk thema moet de volgende wedstrijd hebben?' },
  options: [
    { key: 'beach', label: { de: 'Strand', en: 'Beach', es: 'Playa', nl: 'Strand' } },
    { key: 'city', label: { de: 'Stadt', en: 'City', es: 'Ciudad', nl: 'Stad' } },
    { key: 'cosy', label: { de: 'Gemütlich zu Hause', en: 'Cosy at home', es: 'Acogedor en casa', nl: 'Gezellig thuis' } },
  ],
} as const;
