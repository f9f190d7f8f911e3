import { describe, expect, it } from 'vitest';
import { withServiceSlash } from '@/lib/server/http/service-path';

describe('service paths answer at their exact path (DESIGN.md, §7)', () => {
  it('adds the trailing slash Next expects to REST, GraphQL and feed paths, keeping the query', () => {
    expect(withServiceSlash('/rest/v1/guest/getGuestBalance')).toBe('/rest/v1/guest/getGuestBalance/');
    expect(withServiceSlash('/rest/v1/album/12/buy?language=de&ver=1')).toBe('/rest/v1/album/12/buy/?language=de&ver=1');
    expect(withServiceSlash('/graphql?language=en')).toBe('/graphql/?language=en');
    expect(withServiceSlash('/feed/graphql')).toBe('/feed/graphql/');
  });

  it('leaves pages, slashed paths and file-like last segments alone', () => {
    for (const url of ['/en/', '/en/new-girls', '/graphql/', '/rest/v1/', '/rest/v1/x/a.json', '/graphqlx', '/ws']) {
      expect(withServiceSlash(url)).toBe(url);
    }
  });
});
