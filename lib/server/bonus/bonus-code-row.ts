import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { type BonusCodeConfig, bonusBenefitsSchema } from '@/lib/contracts/bonus';
import type { DbOrTx } from '@/lib/server/db/client';
import { bonusCodes } from '@/lib/server/db/schema/bonus';
import { AppError } from '@/lib/server/errors';
import { log } from '@/lib/server/log';

export type BonusCodeRow = typeof bonusCodes.$inferSelect;

/** The code as stored, compared case-insensitively (bonus_codes_code_key is on lower(code)). */
export async function findBonusCode(db: DbOrTx, code: string, options: { forUpdate?: boolean } = {}): Promise<BonusCodeRow | null> {
  const query = db
    .select()
    .from(bonusCodes)
    .where(eq(sql`lower(${bonusCodes.code})`, code.trim().toLowerCase()))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export type CodeValidity = 'valid' | 'not-yet-valid' | 'expired';

export function codeValidity(row: Pick<BonusCodeRow, 'validFrom' | 'validTo'>, now: Date): CodeValidity {
  if (row.validFrom > now) return 'not-yet-valid';
  if (row.validTo && row.validTo <= now) return 'expired';
  return 'valid';
}

/** The §3 bonus code config of a row; the jsonb is parsed, never trusted (a bad config is our fault: 500, not 422). */
export function toBonusCodeConfig(row: BonusCodeRow): BonusCodeConfig {
  const benefits = bonusBenefitsSchema.safeParse(row.benefits);
  if (!benefits.success) {
    log.error(`bonus code ${row.id} has an invalid benefit list`, benefits.error.issues);
    throw new AppError('INTERNAL', 'This code cannot be used right now.');
  }
  return {
    code: row.code,
    validTo: row.validTo?.toISOString() ?? null,
    conditions: { requireMobileAuth: row.requireMobileAuth, vip: row.requireVip },
    benefits: benefits.data,
  };
}
