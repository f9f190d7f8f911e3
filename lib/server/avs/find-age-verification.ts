import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { type AgeVerificationStatus, ageVerifications } from '@/lib/server/db/schema/avs';

export type AgeVerificationView = {
  verificationId: string;
  status: AgeVerificationStatus;
  reason: string | null;
  forwardUrl: string;
  provider: string;
};

/** One verification by its id, for the provider's hosted check page (the sandbox's /pay/avs-check/); null when unknown. */
export async function findAgeVerification(db: DbOrTx, verificationId: string): Promise<AgeVerificationView | null> {
  const [row] = await db
    .select({
      verificationId: ageVerifications.id,
      status: ageVerifications.status,
      reason: ageVerifications.reason,
      forwardUrl: ageVerifications.forwardUrl,
      provider: ageVerifications.provider,
    })
    .from(ageVerifications)
    .where(eq(ageVerifications.id, verificationId))
    .limit(1);
  return row ?? null;
}
