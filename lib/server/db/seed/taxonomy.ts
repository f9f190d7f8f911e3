import 'server-only';
import type { Tx } from '@/lib/server/db/client';
import { type LocalizedText, categories, tags } from '@/lib/server/db/schema/catalog';

type Entry = { slug: string; names: LocalizedText };

/**
 * Performer categories, slugs in English (§2 /categories/{categorySlug}/). Their ids start at
 * 101 so they never meet the virtual search categories of §9: 3 (the default set, every
 * performer) and 88 (newly registered).
 */
export const FIRST_CATEGORY_ID = 101;

export const CATEGORY_LIST: readonly Entry[] = [
  { slug: 'blonde', names: { de: 'Blond', en: 'Blonde', es: 'Rubias', nl: 'Blond' } },
  { slug: 'brunette', names: { de: 'Brünett', en: 'Brunette', es: 'Morenas', nl: 'Brunette' } },
  { slug: 'redhead', names: { de: 'Rothaarig', en: 'Redhead', es: 'Pelirrojas', nl: 'Roodharig' } },
  { slug: 'mature', names: { de: 'Reif', en: 'Mature', es: 'Maduras', nl: 'Volwassen' } },
  { slug: 'twenties', names: { de: 'Zwanziger', en: 'Twenties', es: 'Veinteañeras', nl: 'Twintigers' } },
  { slug: 'couples', names: { de: 'Paare', en: 'Couples', es: 'Parejas', nl: 'Koppels' } },
  { slug: 'curvy', names: { de: 'Kurvig', en: 'Curvy', es: 'Curvilíneas', nl: 'Rondingen' } },
  { slug: 'slim', names: { de: 'Schlank', en: 'Slim', es: 'Delgadas', nl: 'Slank' } },
  { slug: 'tattoos', names: { de: 'Tattoos', en: 'Tattoos', es: 'Tatuajes', nl: 'Tatoeages' } },
  { slug: 'glasses', names: { de: 'Brille', en: 'Glasses', es: 'Gafas', nl: 'Bril' } },
  { slug: 'cosplay', names: { de: 'Cosplay', en: 'Cosplay', es: 'Cosplay', nl: 'Cosplay' } },
  { slug: 'fitness', names: { de: 'Fitness', en: 'Fitness', es: 'Fitness', nl: 'Fitness' } },
];

/** Video tags; `slug` is the tag group of /videos/tag/{tagGroup}/. */
export const TAG_LIST: readonly Entry[] = [
  { slug: 'outdoor', names: { de: 'Draußen', en: 'Outdoor', es: 'Al aire libre', nl: 'Buiten' } },
  { slug: 'lingerie', names: { de: 'Dessous', en: 'Lingerie', es: 'Lencería', nl: 'Lingerie' } },
  { slug: 'dance', names: { de: 'Tanz', en: 'Dance', es: 'Baile', nl: 'Dans' } },
  { slug: 'roleplay', names: { de: 'Rollenspiel', en: 'Roleplay', es: 'Juego de rol', nl: 'Rollenspel' } },
  { slug: 'asmr', names: { de: 'ASMR', en: 'ASMR', es: 'ASMR', nl: 'ASMR' } },
  { slug: 'fitness', names: { de: 'Fitness', en: 'Fitness', es: 'Fitness', nl: 'Fitness' } },
  { slug: 'cosplay', names: { de: 'Cosplay', en: 'Cosplay', es: 'Cosplay', nl: 'Cosplay' } },
  { slug: 'shower', names: { de: 'Dusche', en: 'Shower', es: 'Ducha', nl: 'Douche' } },
  { slug: 'kitchen', names: { de: 'Küche', en: 'Kitchen', es: 'Cocina', nl: 'Keuken' } },
  { slug: 'travel', names: { de: 'Reisen', en: 'Travel', es: 'Viajes', nl: 'Reizen' } },
  { slug: 'yoga', names: { de: 'Yoga', en: 'Yoga', es: 'Yoga', nl: 'Yoga' } },
  { slug: 'beach', names: { de: 'Strand', en: 'Beach', es: 'Playa', nl: 'Strand' } },
  { slug: 'pool', names: { de: 'Pool', en: 'Pool', es: 'Piscina', nl: 'Zwembad' } },
  { slug: 'music', names: { de: 'Musik', en: 'Music', es: 'Música', nl: 'Muziek' } },
  { slug: 'gaming', names: { de: 'Gaming', en: 'Gaming', es: 'Videojuegos', nl: 'Gaming' } },
  { slug: 'chatting', names: { de: 'Plaudern', en: 'Chatting', es: 'Charla', nl: 'Kletsen' } },
  { slug: 'fashion', names: { de: 'Mode', en: 'Fashion', es: 'Moda', nl: 'Mode' } },
  { slug: 'high-heels', names: { de: 'High Heels', en: 'High heels', es: 'Tacones', nl: 'Hakken' } },
  { slug: 'stockings', names: { de: 'Strümpfe', en: 'Stockings', es: 'Medias', nl: 'Kousen' } },
  { slug: 'bikini', names: { de: 'Bikini', en: 'Bikini', es: 'Bikini', nl: 'Bikini' } },
  { slug: 'massage', names: { de: 'Massage', en: 'Massage', es: 'Masaje', nl: 'Massage' } },
  { slug: 'cooking', names: { de: 'Kochen', en: 'Cooking', es: 'Cocinar', nl: 'Koken' } },
  { slug: 'office', names: { de: 'Büro', en: 'Office', es: 'Oficina', nl: 'Kantoor' } },
  { slug: 'nature', names: { de: 'Natur', en: 'Nature', es: 'Naturaleza', nl: 'Natuur' } },
  { slug: 'car', names: { de: 'Auto', en: 'Car', es: 'Coche', nl: 'Auto' } },
  { slug: 'party', names: { de: 'Party', en: 'Party', es: 'Fiesta', nl: 'Feest' } },
  { slug: 'bath', names: { de: 'Badewanne', en: 'Bath', es: 'Bañera', nl: 'Bad' } },
  { slug: 'sport', names: { de: 'Sport', en: 'Sport', es: 'Deporte', nl: 'Sport' } },
  { slug: 'hotel', names: { de: 'Hotel', en: 'Hotel', es: 'Hotel', nl: 'Hotel' } },
  { slug: 'costume', names: { de: 'Kostüm', en: 'Costume', es: 'Disfraz', nl: 'Kostuum' } },
  { slug: 'behind-the-scenes', names: { de: 'Hinter den Kulissen', en: 'Behind the scenes', es: 'Detrás de cámaras', nl: 'Achter de schermen' } },
  { slug: 'vlog', names: { de: 'Vlog', en: 'Vlog', es: 'Vlog', nl: 'Vlog' } },
];

/** Category id of a slug (ids are FIRST_CATEGORY_ID + list position). */
export function categoryId(slug: string): number {
  const index = CATEGORY_LIST.findIndex((c) => c.slug === slug);
  if (index < 0) throw new Error(`unknown seed category ${slug}`);
  return FIRST_CATEGORY_ID + index;
}

export const TAG_IDS: readonly number[] = TAG_LIST.map((_, i) => i + 1);

export async function insertTaxonomy(tx: Tx): Promise<void> {
  await tx.insert(categories).values(CATEGORY_LIST.map((c, i) => ({ id: FIRST_CATEGORY_ID + i, slug: c.slug, names: c.names, position: i })));
  await tx.insert(tags).values(TAG_LIST.map((t, i) => ({ id: i + 1, tagGroup: t.slug, names: t.names })));
}
