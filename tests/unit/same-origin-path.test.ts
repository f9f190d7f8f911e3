import { describe, expect, it } from 'vitest';
import { sameOriginPath } from '@/lib/validation/same-origin-path';

describe('sameOriginPath (login-success data.url is never an open redirect)', () => {
  it('keeps a path on this origin with its query and hash', () => {
    expect(sameOriginPath('/de/neue-girls/?page=2#top')).toBe('/de/neue-girls/?page=2#top');
    expect(sameOriginPath('/')).toBe('/');
  });

  it('answers "/" for other origins, protocol-relative and backslash tricks, schemes and control characters', () => {
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', '/\tevil', 'de/videos', '', null, undefined]) {
      expect(sameOriginPath(target), String(target)).toBe('/');
    }
  });

  it('normalizes dot segments instead of leaving the origin', () => {
    expect(sameOriginPath('/a/../../b')).toBe('/b');
  });

  it('answers "/" when dot segments normalise into a protocol-relative "//host"', () => {
    for (const target of ['/../..//evil.example', '/..//evil.example/x', '/a/..//evil.example', '/.//evil.example', '/%2e%2e//evil.example']) {
      expect(sameOriginPath(target), target).toBe('/');
    }
  });
});
