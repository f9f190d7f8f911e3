import 'server-only';

export type StartedVerification = {
  /** The provider's id of the check; our age_verifications row uses it as its key. */
  verificationId: string;
  /** Where the guest does the check (the provider's hosted page). */
  checkUrl: string;
};

/**
 * An age verification (avs) provider (§1, §4). It hosts the check and later tells us its
 * decision; lib/server/avs/apply-age-decision.ts turns a decision into the guest's §4 status.
 * AGE_VERIFIER picks the implementation (current-age-verifier.ts).
 */
export interface AgeVerifier {
  /** Stored on each verification, so a provider's callback only decides its own checks. */
  readonly provider: string;
  /** Opens a check for the guest; the provider sends the browser to forwardUrl when it is done. */
  startVerification(guestId: number, options: { forwardUrl: string }): Promise<StartedVerification>;
}
