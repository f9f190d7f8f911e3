import { describe, expect, it } from 'vitest';
import { isDirectRestRequest } from '@/lib/server/http/rest-direct';

describe('§7 misc alive reaches the dispatcher from server.ts, with or without the slash', () => {
  it.each(['/rest/v1/alive', '/rest/v1/alive/', '/rest/v1/alive?t=1'])('%s is served directly', (url) => {
    expect(isDirectRestRequest('GET', url)).toBe(true);
    expect(isDirectRestRequest('HEAD', url)).toBe(true);
  });

  it('another single segment still goes to Next (its 404 page)', () => {
    expect(isDirectRestRequest('GET', '/rest/v1/nothing')).toBe(false);
  });
});
