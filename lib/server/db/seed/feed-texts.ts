import type { Locale } from '@/i18n/routing';

/**
 * Neutral feed post texts (§3 feed post title and text) in the four languages; a post is written
 * in its performer's first spoken language. Never explicit: everyday moments, thanks, plans.
 */
export const FEED_TEXTS: Record<Locale, { titles: string[]; texts: string[]; comments: string[] }> = {
  de: {
    titles: ['Guten Morgen!', 'Neue Bilder', 'Ein Clip für euch', 'Danke für eure Unterstützung', 'Wochenendpläne', 'Kleiner Rückblick', 'Heute Abend online', 'Ein neues Outfit'],
    texts: ['Heute war ein schöner Tag am See, ich hoffe, ihr hattet auch Sonne.', 'Ich habe ein paar neue Bilder für euch vorbereitet. Sagt mir, welches euch gefällt!', 'Danke, dass ihr immer dabei seid. Ich freue mich auf den nächsten Chat.', 'Dieses Wochenende probiere ich ein neues Rezept aus. Habt ihr Tipps?'],
    comments: ['Sehr schön!', 'Danke dafür', 'Freue mich schon auf heute Abend', 'Tolle Farben'],
  },
  en: {
    titles: ['Good morning!', 'New pictures', 'A clip for you', 'Thanks for your support', 'Weekend plans', 'A little look back', 'Online tonight', 'A new outfit'],
    texts: ['It was a lovely day by the lake today, I hope you had some sun too.', 'I prepared a few new pictures for you. Tell me which one you like best!', 'Thank you for always being here. Looking forward to the next chat.', 'This weekend I am trying a new recipe. Any tips?'],
    comments: ['Lovely!', 'Thanks for this', 'Looking forward to tonight', 'Great colours'],
  },
  es: {
    titles: ['¡Buenos días!', 'Fotos nuevas', 'Un clip para vosotros', 'Gracias por vuestro apoyo', 'Planes para el finde', 'Un pequeño repaso', 'Esta noche en línea', 'Un conjunto nuevo'],
    texts: ['Hoy fue un día precioso en el lago, espero que también tuvierais sol.', 'He preparado algunas fotos nuevas. ¡Decidme cuál os gusta más!', 'Gracias por estar siempre ahí. Tengo ganas del próximo chat.', 'Este fin de semana pruebo una receta nueva. ¿Algún consejo?'],
    comments: ['¡Precioso!', 'Gracias por esto', 'Con ganas de esta noche', 'Bonitos colores'],
  },
  nl: {
    titles: ['Goedemorgen!', 'Nieuwe foto’s', 'Een clip voor jullie', 'Bedankt voor jullie steun', 'Weekendplannen', 'Even terugkijken', 'Vanavond online', 'Een nieuwe outfit'],
    texts: ['Het was vandaag een mooie dag aan het meer, ik hoop dat jullie ook zon hadden.', 'Ik heb een paar nieuwe foto’s voor jullie klaargezet. Welke vinden jullie het mooist?', 'Bedankt dat jullie er altijd zijn. Ik kijk uit naar de volgende chat.', 'Dit weekend probeer ik een nieuw recept. Hebben jullie tips?'],
    comments: ['Mooi!', 'Bedankt hiervoor', 'Zin in vanavond', 'Mooie kleuren'],
  },
};
