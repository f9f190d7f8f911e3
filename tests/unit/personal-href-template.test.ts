import { describe, expect, it } from 'vitest';
import { fillHref, HREF_ACTOR, HREF_ID } from '@/components/personal/href-template';
import { hrefOf } from '@/i18n/navigation';

describe('route templates of the personal pages', () => {
  it('fills the performer and the item into a localized route built by hrefOf', () => {
    const template = hrefOf('de', { pathname: '/amateur/[actorName]/pictures/[albumId]', params: { actorName: HREF_ACTOR, albumId: HREF_ID } });
    expect(fillHref(template, 'lunasky', 500001)).toBe('/de/amateur/lunasky/bilder/500001/');
  });

  it('encodes what it fills in, so a name cannot break the path', () => {
    const template = hrefOf('en', { pathname: '/amateur/[actorName]', params: { actorName: HREF_ACTOR } });
    expect(fillHref(template, 'a/b?c')).toBe('/en/amateur/a%2Fb%3Fc/');
  });
});
