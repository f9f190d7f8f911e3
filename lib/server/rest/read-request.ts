import 'server-only';
import { type Locale, locales } from '@/i18n/routing';
import { inputFlaw, inputFlawMessages } from '@/lib/contracts/input-flaw';
import { AppError } from '@/lib/server/errors';

/** DESIGN.md: a body over 1 MB is refused with 413 before it is parsed. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** §7 `language` query parameter; anything unknown falls back to English. */
export function readLanguage(url: URL): Locale {
  const value = url.searchParams.get('language');
  return (locales as readonly string[]).includes(value ?? '') ? (value as Locale) : 'en';
}

/** §7: the token travels as `access_token` and as `Authorization: Bearer`; the header wins. */
export function readAccessToken(request: Request, url: URL): string | null {
  const header = request.headers.get('authorization');
  const bearer = header && /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1];
  return bearer || url.searchParams.get('access_token') || null;
}

/**
 * Reads a JSON body with a hard 1 MB cap. The Content-Length header is checked first, and the
 * bytes actually read are counted too, because a chunked or lying client can send more.
 * An empty body is `{}`.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB.');
  if (!request.body) return {};

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB.');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }

  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('MALFORMED_JSON', 'The request body is not valid UTF-8.');
  }
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('MALFORMED_JSON', 'The request body is not valid JSON.');
  }
}

/**
 * Refuses a NUL character or deep nesting anywhere in a request's input (lib/contracts/input-flaw.ts)
 * with 400, before any schema, query or log line sees it.
 */
export function assertCleanInput(value: unknown): void {
  const flaw = inputFlaw(value);
  if (flaw) throw new AppError('BAD_REQUEST', inputFlawMessages[flaw]);
}
