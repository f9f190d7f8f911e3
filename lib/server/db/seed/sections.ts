import 'server-only';
import type { Tx } from '@/lib/server/db/client';
import { activitySeedSection } from './activity';
import { blogSection } from './blog';
import { contestsSection } from './contests';
import { eventsSeedSection } from './events';
import { feedSeedSection } from './feed';
import { gamesSeedSection } from './games';
import { homeExtrasSeedSection } from './home-extras';
import { legalSeedSection } from './legal';
import type { SeedSection, SeedSectionContext } from './seed-section';
import { tvSeedSection } from './tv';
import { tvMediathekSection } from './tv-mediathek';

/** The sections, in order (a later one may read what an earlier one wrote). */
export const SEED_SECTIONS: SeedSection[] = [tvSeedSection, blogSection, legalSeedSection, tvMediathekSection, eventsSeedSection, contestsSection, gamesSeedSection, activitySeedSection, feedSeedSection, homeExtrasSeedSection];

/** Seeds every section whose tables are still empty; runs under the seed's advisory lock. */
export async function seedMissingSections(tx: Tx, context: SeedSectionContext): Promise<string[]> {
  const seeded: string[] = [];
  for (const section of SEED_SECTIONS) {
    if (await section.seeded(tx)) continue;
    await section.insert(tx, context);
    seeded.push(section.name);
  }
  return seeded;
}
