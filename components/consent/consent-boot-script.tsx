import { headers } from 'next/headers';
import { CONSENT_COOKIE } from '@/lib/consent/consent-cookie';
import { nonceFromPolicy } from '@/lib/csp/script-nonce';
import { CONSENT_BANNER_ID } from './consent-text';

/**
 * Runs while the HTML is parsed, right after the banner, so the banner paints with the first
 * frame. The page HTML is shared by every visitor (page cache), so the server cannot decide: the
 * banner is in the HTML for everyone, hidden, and this shows it for a guest without a valid
 * consent cookie before the first paint (fixed at the bottom: no layout shift). A constant, no
 * user input.
 */
const SCRIPT = `if(!/(?:^|;\\s*)${CONSENT_COOKIE}=f[01]a[01](?:;|$)/.test(document.cookie)){var b=document.getElementById(${JSON.stringify(
  CONSENT_BANNER_ID,
)});if(b)b.hidden=false}`;

/**
 * The page's script nonce comes from the policy server.ts put on the request (as Next's own
 * scripts get it); reading the request makes every guest page render per request, which a nonce
 * needs: a prerendered page could carry none. The page cache swaps it per response.
 */
export async function ConsentBootScript() {
  const nonce = nonceFromPolicy((await headers()).get('content-security-policy'));
  return <script nonce={nonce ?? undefined} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
