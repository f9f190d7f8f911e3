import { InlineScript } from '@/components/layout/inline-script';
import { CONSENT_COOKIE } from '@/lib/consent/consent-cookie';
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

export function ConsentBootScript() {
  return <InlineScript code={SCRIPT} />;
}
