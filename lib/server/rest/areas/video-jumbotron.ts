import 'server-only';
import * as z from 'zod';
import type { JumbotronConfig, Jumbotron } from '@/lib/contracts/jumbotron';
import { findHomepageJumbotron } from '@/lib/server/jumbotron/find-jumbotron';
import { JUMBOTRON_CONFIG } from '@/lib/server/jumbotron/jumbotron-config';
import { type RestArea, restCall } from '../call';

/** §7 misc video/jumbotron: the player's configuration and the home page's jumbotron. */
export const videoJumbotronArea: RestArea = {
  // GET /rest/v1/video/jumbotron/config – preload none, muted, plays when half in view
  'jumbotron/config': restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({}),
    handler: async (): Promise<{ success: true; data: JumbotronConfig }> => ({ success: true, data: JUMBOTRON_CONFIG }),
  }),

  // GET /rest/v1/video/jumbotron/homepage – the home page's poster, headline, call to action and clip (data null: none active)
  'jumbotron/homepage': restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({}),
    handler: async (_input, { db, language }): Promise<{ success: true; data: Jumbotron | null }> => ({ success: true, data: await findHomepageJumbotron(db, language) }),
  }),
};
