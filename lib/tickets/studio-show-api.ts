import { restRequest } from '@/lib/api/rest';
import { studioShowAnswerSchema, studioShowListSchema } from '@/lib/contracts/cam-show';
import type { StudioSession } from '@/lib/studio/studio-api';

/** The studio's ticket-show calls through the one REST client (performer access token only). */
export const studioShowKeys = { list: () => ['studio', 'shows'] as const };

export const studioShowApi = {
  list: (s: StudioSession) => restRequest('studio/show/list', { ...s, schema: studioShowListSchema }).then((r) => r.data),
  start: (s: StudioSession, showId: number) =>
    restRequest(`studio/show/${showId}/start`, { ...s, schema: studioShowAnswerSchema, method: 'POST', body: {} }).then((r) => r.data),
  end: (s: StudioSession, showId: number) =>
    restRequest(`studio/show/${showId}/end`, { ...s, schema: studioShowAnswerSchema, method: 'POST', body: {} }).then((r) => r.data),
};
