import 'server-only';
import type { RestArea, RestCall } from './call';

export type CallMatch =
  | { kind: 'found'; call: RestCall; params: Record<string, string> }
  | { kind: 'wrong-method'; allow: string[] }
  | { kind: 'unknown' };

/** Matches '{name}' placeholders segment by segment; literal segments compare exactly. */
function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  // '' is the area itself (GET /rest/v1/alive, §7 misc).
  const parts = pattern === '' ? [] : pattern.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i] as string;
    const segment = segments[i] as string;
    const placeholder = /^\{(\w+)\}$/.exec(part);
    if (placeholder?.[1]) params[placeholder[1]] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

/**
 * Finds the call for a path below the area. A path that exists with another method is a 405
 * (with the methods it does allow), not a 404.
 */
export function matchCall(area: RestArea, segments: string[], method: string): CallMatch {
  const allow = new Set<string>();
  for (const [pattern, call] of Object.entries(area)) {
    const params = matchPattern(pattern, segments);
    if (!params) continue;
    // HEAD is answered like GET (Next routes HEAD to GET).
    if (call.method === method || (method === 'HEAD' && call.method === 'GET')) {
      return { kind: 'found', call: call as RestCall, params };
    }
    allow.add(call.method);
  }
  return allow.size > 0 ? { kind: 'wrong-method', allow: [...allow] } : { kind: 'unknown' };
}
