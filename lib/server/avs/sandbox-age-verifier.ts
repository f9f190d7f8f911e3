import 'server-only';
import { randomUUID } from 'node:crypto';
import type { AvsDecision } from '@/lib/contracts/avs';
import type { DbOrTx } from '@/lib/server/db/client';
import type { PubSub } from '@/lib/server/realtime/pubsub';
import type { AgeVerifier, StartedVerification } from './age-verifier';
import { type AgeDecisionResult, applyAgeDecision } from './apply-age-decision';

/**
 * The embedded age verifier for development and tests: no documents, no third party. Its
 * hosted check page (/pay/avs-check/?vid=…) lets the tester pick the decision, which comes
 * back through `decide`, as a real provider's callback would.
 */
export class SandboxAgeVerifier implements AgeVerifier {
  readonly provider = 'sandbox';

  async startVerification(): Promise<StartedVerification> {
    // Random, not a sequence: the check page trusts whoever knows the id.
    const verificationId = randomUUID();
    return { verificationId, checkUrl: `/pay/avs-check/?vid=${verificationId}` };
  }

  decide(
    db: DbOrTx,
    pubsub: PubSub,
    verificationId: string,
    decision: AvsDecision,
    reason?: string,
  ): Promise<AgeDecisionResult> {
    return applyAgeDecision(db, pubsub, { provider: this.provider, verificationId, decision, reason });
  }
}
