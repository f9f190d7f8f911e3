import { describe, expect, it } from 'vitest';
import { routeOfPath } from '@/components/layout/locale-path';

describe('§7 getPageLoadIncentives {routeName, routeArgs}: the route of the page shown', () => {
  it('a localized path gives the internal route name and its arguments, decoded', () => {
    expect(routeOfPath('/de/amateur/lunasky/video/100001/')).toEqual({
      locale: 'de',
      route: '/amateur/[actorName]/video/[videoId]',
      args: { actorName: 'lunasky', videoId: '100001' },
    });
    expect(routeOfPath('/es/buscar/videos/luna%20sky/')).toEqual({ locale: 'es', route: '/search/videos/[searchPattern]', args: { searchPattern: 'luna sky' } });
    expect(routeOfPath('/en/')).toEqual({ locale: 'en', route: '/', args: {} });
  });

  it('static routes win over parameters; paths outside the table have no route', () => {
    expect(routeOfPath('/de/neue-girls/')?.route).toBe('/new-girls');
    expect(routeOfPath('/de/new-girls/')).toBeNull();
    expect(routeOfPath('/pay/payment/')).toBeNull();
    expect(routeOfPath('/en/amateur/x/video/%E0%A4%A/')).toBeNull();
  });
});
