import { CONSENT_COOKIE } from '@/lib/consent/consent-cookie';
import { CONSENT_BANNER_ID } from './consent-text';

/**
 * Runs while the HTML is parsed, right after the banner: a guest who already chose never sees it
 * flash. The page HTML is shared by every visitor (page cache), so the server cannot decide;
 * the banner is in the HTML for everyone (painted with the page, fixed: no layout shift) and
 * this hides it before the first paint. A constant, no user input.
 */
const SCRIPT = `if(/(?:^|;\\s*)${CONSENT_COOKIE}=f[01]a[01](?:;|$)/.test(document.cookie)){var b=document.getElementById(${JSON.stringify(
  CONSENT_BANNER_ID,
)});if(b)b.hidden=true}`;

export function ConsentBootScript() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
