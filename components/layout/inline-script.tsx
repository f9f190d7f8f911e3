import { headers } from 'next/headers';
import { nonceFromPolicy } from '@/lib/csp/script-nonce';

/**
 * A constant script run while the HTML is parsed (no user input in it). The page's script nonce
 * comes from the policy server.ts put on the request (as Next's own scripts get it); reading the
 * request makes every guest page render per request, which a nonce needs: a prerendered page could
 * carry none. The page cache swaps it per response.
 */
export async function InlineScript({ code }: { code: string }) {
  const nonce = nonceFromPolicy((await headers()).get('content-security-policy'));
  return <script nonce={nonce ?? undefined} dangerouslySetInnerHTML={{ __html: code }} />;
}
