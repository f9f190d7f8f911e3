/**
 * Generated, neutral demo content (never explicit): interview answers, show titles, comments and
 * SEO texts of categories and tags. This is catalogue content, like titles and performer texts;
 * the interface's own strings live in messages/*.json.
 */
export const INTERVIEW_QUESTION_KEYS = ['hobbies', 'perfectDate', 'favoriteFood', 'dreamTrip', 'secretTalent', 'whyCamming', 'music'] as const;
export type InterviewQuestionKey = (typeof INTERVIEW_QUESTION_KEYS)[number];

export const INTERVIEW_ANSWERS: Record<InterviewQuestionKey, readonly string[]> = {
  hobbies: ['Yoga in the morning, painting at night.', 'Hiking with my dog and baking far too many cakes.', 'Vinyl records, old films and long bike rides.'],
  perfectDate: ['A picnic by the lake at sunset.', 'Cooking together and a board game that runs far too long.', 'A rooftop bar with a view over the city.'],
  favoriteFood: ['Homemade pasta, always.', 'Sushi, then more sushi.', 'Anything with avocado.'],
  dreamTrip: ['Road trip along the coast of Portugal.', 'Northern lights in Norway.', 'A month in Japan.'],
  secretTalent: ['I can juggle four balls.', 'I sing surprisingly well in the shower.', 'I solve a puzzle cube in under a minute.'],
  whyCamming: ['I love meeting people from everywhere.', 'It lets me be creative on my own terms.', 'Every evening is different, and that is the fun.'],
  music: ['Indie pop and a bit of jazz.', 'Eighties classics.', 'Whatever makes me dance.'],
};

export const SHOW_TITLES = ['Friday night special', 'Sunday chill session', 'Costume party', 'Dance night', 'Q&A and chill', 'Birthday show', 'Midnight lounge'] as const;

export const commenterNames = ['Marco77', 'NightOwl', 'SunnyDay', 'Jens_K', 'Rafa', 'TomTom', 'Luca88', 'Pieter', 'Alex_B', 'Kai', 'DonDiego', 'Stefan1', 'Bram', 'Nico', 'Oli'] as const;

export const commentTexts = ['Beautiful pictures!', 'Great light in this set.', 'Love the colours.', 'My favourite album so far.', 'Wow, what a location.', 'More like this please!', 'Simply stunning.', 'Fantastic set, thank you!'] as const;

type SeoText = { title: string; description: string; h1: string; h2: string; freeTexts: string[]; breadcrumb: string };
type Scope = 'category' | 'tag';

export const seoTemplates: Record<'de' | 'en' | 'es' | 'nl', (scope: Scope, name: string) => SeoText> = {
  en: (scope, name) =>
    scope === 'category'
      ? { title: `${name} cams live`, description: `${name} performers live on cam: chat, watch their videos and look through their photos.`, h1: `${name} cams`, h2: `Live ${name.toLowerCase()} performers and their videos`, freeTexts: [`Discover performers of the ${name.toLowerCase()} category, online now or soon.`, 'Every profile shows prices per minute before a chat starts.'], breadcrumb: name }
      : { title: `${name} videos`, description: `Videos tagged ${name.toLowerCase()}: previews, prices and ratings.`, h1: `${name} videos`, h2: `The newest ${name.toLowerCase()} videos`, freeTexts: [`All videos tagged ${name.toLowerCase()}, newest first.`], breadcrumb: name },
  de: (scope, name) =>
    scope === 'category'
      ? { title: `${name} Cams live`, description: `${name}: Darstellerinnen live vor der Cam – chatten, Videos ansehen und Fotos entdecken.`, h1: `${name} Cams`, h2: `${name}: live und in Videos`, freeTexts: [`Entdecke Darstellerinnen der Kategorie ${name}, jetzt online oder bald.`, 'Jedes Profil zeigt die Preise pro Minute, bevor ein Chat beginnt.'], breadcrumb: name }
      : { title: `${name} Videos`, description: `Videos mit dem Tag ${name}: Vorschauen, Preise und Bewertungen.`, h1: `${name} Videos`, h2: `Die neuesten Videos: ${name}`, freeTexts: [`Alle Videos mit dem Tag ${name}, die neuesten zuerst.`], breadcrumb: name },
  es: (scope, name) =>
    scope === 'category'
      ? { title: `${name}: cams en vivo`, description: `${name}: modelos en vivo por cam. Chatea, mira sus vídeos y descubre sus fotos.`, h1: `${name}: cams`, h2: `${name}: en vivo y en vídeo`, freeTexts: [`Descubre modelos de la categoría ${name}, en línea ahora o pronto.`, 'Cada perfil muestra el precio por minuto antes de empezar un chat.'], breadcrumb: name }
      : { title: `Vídeos: ${name}`, description: `Vídeos con la etiqueta ${name}: vistas previas, precios y valoraciones.`, h1: `Vídeos: ${name}`, h2: `Los vídeos más nuevos: ${name}`, freeTexts: [`Todos los vídeos con la etiqueta ${name}, los más nuevos primero.`], breadcrumb: name },
  nl: (scope, name) =>
    scope === 'category'
      ? { title: `${name} cams live`, description: `${name}: performers live op cam – chat, bekijk hun video's en foto's.`, h1: `${name} cams`, h2: `${name}: live en in video's`, freeTexts: [`Ontdek performers uit de categorie ${name}, nu online of binnenkort.`, 'Elk profiel toont de prijs per minuut voordat een chat begint.'], breadcrumb: name }
      : { title: `${name} video's`, description: `Video's met de tag ${name}: previews, prijzen en beoordelingen.`, h1: `${name} video's`, h2: `De nieuwste video's: ${name}`, freeTexts: [`Alle video's met de tag ${name}, nieuwste eerst.`], breadcrumb: name },
};
