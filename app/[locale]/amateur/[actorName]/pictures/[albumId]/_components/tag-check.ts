import { isApiError } from '@/lib/api/api-error';
import type { ApiSession } from '@/lib/api/client-config';
import { suggestTagInputSchema } from '@/lib/contracts/social';
import { suggestTag } from '@/lib/queries/social';

/** Why a tag suggestion did not go through, as the guest reads it (one message each). */
export type TagProblem = 'short' | 'long' | 'chars' | 'notFound' | 'session' | 'failed';
export type TagCheck = { tag: string } | { problem: Extract<TagProblem, 'short' | 'long' | 'chars'> };

/**
 * The tag checked by the server's own rule (gallery/suggestTag's zod contract: trimmed, inner
 * spaces collapsed, 2–40 letters, digits, spaces and hyphens), so most mistakes show before
 * sending. Loaded with import() when the form is sent: it carries zod.
 */
export function checkTag(raw: string): TagCheck {
  const parsed = suggestTagInputSchema.shape.tag.safeParse(raw);
  if (parsed.success) return { tag: parsed.data };
  const code = parsed.error.issues[0]?.code;
  return { problem: code === 'too_small' ? 'short' : code === 'too_big' ? 'long' : 'chars' };
}

/** The server's refusal in the guest's language: its code, never its (English) message. */
export function problemOfError(code: string, tag: string): TagProblem {
  if (code === 'UNAUTHORIZED') return 'session';
  if (code === 'NOT_FOUND') return 'notFound';
  if (code === 'VALIDATION_FAILED') {
    const checked = checkTag(tag);
    return 'problem' in checked ? checked.problem : 'failed';
  }
  return 'failed';
}

// POST /rest/v1/gallery/suggestTag {albumId, tag} – answers {success}; null when stored (or already suggested)
export async function sendTagSuggestion(session: ApiSession, albumId: number, tag: string): Promise<TagProblem | null> {
  try {
    await suggestTag(session, albumId, tag);
    return null;
  } catch (error) {
    return problemOfError(isApiError(error) ? error.code : 'FAILED', tag);
  }
}
