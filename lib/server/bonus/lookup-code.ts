import 'server-only';
import type { BonusCodeConfig } from '@/lib/contracts/bonus';
import type { DbOrTx } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/errors';
import { codeValidity, findBonusCode, toBonusCodeConfig } from './bonus-code-row';

/**
 * §7 bonus-code service, code lookup: the config of a code. A code that has not started yet is
 * as unknown as one that never existed; an expired one is shown with its past validTo.
 */
export async function lookupCode(db: DbOrTx, code: string, now: Date): Promise<BonusCodeConfig> {
  const row = await findBonusCode(db, code);
  if (!row || codeValidity(row, now) === 'not-yet-valid') throw new AppError('NOT_FOUND', 'This code does not exist.');
  return toBonusCodeConfig(row);
}
