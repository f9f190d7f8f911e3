import 'server-only';
import { AppError } from '@/lib/server/errors';
import { authenticateGuest } from '@/lib/server/guests/authenticate';
import { errorResponse } from '@/lib/server/http/error-response';
import { countryFromHeaders } from '@/lib/server/http/viewer-country';
import { verifyOperatorToken } from '@/lib/server/operator/operator-token';
import { runtime } from '@/lib/server/runtime';
import { accountArea } from './areas/account';
import { actorArea } from './areas/actor';
import { actorsearchArea } from './areas/actorsearch';
import { albumArea } from './areas/album';
import { aliveArea } from './areas/alive';
import { assetArea } from './areas/asset';
import { blogArea } from './areas/blog';
import { bonusArea } from './areas/bonus';
import { breadcrumbArea } from './areas/breadcrumb';
import { chatArea } from './areas/chat';
import { clashArea, studioClashCalls } from './areas/clash';
import { configArea } from './areas/config';
import { contestsArea } from './areas/contests';
import { dailyBonusArea } from './areas/daily-bonus';
import { eventBoxesArea } from './areas/event-boxes';
import { boxesArea } from './areas/boxes';
import { vipClubArea } from './areas/vip-club';
import { conversionArea } from './areas/conversion';
import { galleryArea } from './areas/gallery';
import { geoArea } from './areas/geo';
import { guestArea } from './areas/guest';
import { internalArea } from './areas/internal';
import { loggerArea } from './areas/logger';
import { messengerArea } from './areas/messenger';
import { monitoringArea } from './areas/monitoring';
import { paymentArea } from './areas/payment';
import { profileArea } from './areas/profile';
import { promoArea } from './areas/promo';
import { reportingArea } from './areas/reporting';
import { searchArea } from './areas/search';
import { seoArea } from './areas/seo';
import { specialEventsReadCalls } from './areas/special-events';
import { studioArea } from './areas/studio';
import { studioChatCalls } from './areas/studio-chat';
import { studioFeedCalls } from './areas/studio-feed';
import { studioShowCalls } from './areas/studio-show';
import { surveyArea } from './areas/survey';
import { teaserArea } from './areas/teaser';
import { tileGridArea } from './areas/tile-grid';
import { trackerArea } from './areas/tracker';
import { tvArea } from './areas/tv';
import { utilityArea } from './areas/utility';
import { videoJumbotronArea } from './areas/video-jumbotron';
import { walletArea } from './areas/wallet';
import { watchArea } from './areas/watch';
import { webPushArea } from './areas/webpush';
import { type RestArea, type RestContext, type RestAuth, RestReply } from './call';
import { matchCall } from './match-call';
import { assertCleanInput, readAccessToken, readJsonBody, readLanguage } from './read-request';

/** One table per §7 area; a new area is one file and one line here. Exported for the fuzz suite. */
export const restAreas: Readonly<Record<string, RestArea>> = {
  account: accountArea,
  actor: actorArea,
  // §7 actorsearch: the performer search of the filter page (distance sort from the guest's geoLocation).
  actorsearch: actorsearchArea,
  album: albumArea,
  // §7 misc alive: the load balancer's health check.
  alive: aliveArea,
  asset: assetArea,
  blog: blogArea,
  bonus: bonusArea,
  breadcrumb: breadcrumbArea,
  chat: chatArea,
  clash: clashArea,
  config: configArea,
  contests: contestsArea,
  dailyBonus: dailyBonusArea,
  // §2 event boxes: the five-days-bonus streak and the strings of the boxes that open by themselves.
  eventBoxes: eventBoxesArea,
  // §2 named boxes: their strings.
  boxes: boxesArea,
  conversion: conversionArea,
  gallery: galleryArea,
  // The guest's §3 geoLocation (set from a zip or the browser's position, §4).
  geo: geoArea,
  guest: guestArea,
  // §7 internal and monitoring: operator calls (§6 operator role, lib/server/operator).
  internal: internalArea,
  logger: loggerArea,
  messenger: messengerArea,
  monitoring: monitoringArea,
  // §7 payment provider routes: onsuccess and logout.
  payment: paymentArea,
  profile: profileArea,
  promo: promoArea,
  reporting: reportingArea,
  search: searchArea,
  seo: seoArea,
  // §7 special events: the schedule reads here; reward calls join this area.
  specialEvents: specialEventsReadCalls,
  // Her chats (studio/chat/…) live in the studio area, beside her messenger.
  studio: { ...studioArea, ...studioChatCalls, ...studioShowCalls, ...studioClashCalls, ...studioFeedCalls },
  survey: surveyArea,
  // §7 teaser: a page's teaser cards.
  teaser: teaserArea,
  tileGrid: tileGridArea,
  tracker: trackerArea,
  tv: tvArea,
  // §7 utility: postal-code lookup and relations.
  utility: utilityArea,
  // §7 misc video/jumbotron/config and /homepage.
  video: videoJumbotronArea,
  vipClub: vipClubArea,
  wallet: walletArea,
  watch: watchArea,
  // §7 web push: the VAPID key and the guest's browser subscriptions.
  webpush: webPushArea,
};

const PREFIX = '/rest/v1/';
/** §7 general parameters: never part of a call's input. */
const RESERVED_QUERY = new Set(['language', 'ver', 'access_token']);

/**
 * Path segments below /rest/v1/. Read from the URL, so a trailing slash (server.ts rewrites
 * '/rest/v1/x' to '/rest/v1/x/' for Next) and Next's param decoding make no difference.
 */
function pathSegments(url: URL, params?: { area?: string; call?: string[] }): string[] {
  const raw = url.pathname.startsWith(PREFIX)
    ? url.pathname.slice(PREFIX.length).split('/')
    : [params?.area ?? '', ...(params?.call ?? [])];
  try {
    return raw.filter((s) => s !== '').map((s) => decodeURIComponent(s));
  } catch {
    throw new AppError('BAD_REQUEST', 'The path is not valid.');
  }
}

function queryInput(url: URL): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (!RESERVED_QUERY.has(key)) input[key] = value;
  return input;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The REST dispatcher of DESIGN.md: parse, authorize, call one service, map the answer. */
export async function dispatchRest(request: Request, params?: { area?: string; call?: string[] }): Promise<Response> {
  try {
    const url = new URL(request.url);
    const [areaName = '', ...segments] = pathSegments(url, params);
    // Every query parameter counts, the reserved ones too: they reach the token check and logs.
    assertCleanInput([areaName, segments, [...url.searchParams]]);
    const area = Object.hasOwn(restAreas, areaName) ? restAreas[areaName] : undefined;
    const match = area ? matchCall(area, segments, request.method) : ({ kind: 'unknown' } as const);
    // §6 operator areas tell nothing to anyone else: an unknown path there is the same 401 as a known one.
    if (match.kind !== 'found' && area && Object.values(area).some((c) => c.auth === 'operator')) await verifyOperatorToken(runtime().tokenKey, readAccessToken(request, url));
    if (match.kind === 'unknown') throw new AppError('UNKNOWN_CALL', `Unknown call ${areaName}/${segments.join('/')}.`);
    if (match.kind === 'wrong-method') {
      const response = errorResponse(new AppError('METHOD_NOT_ALLOWED', `Use ${match.allow.join(' or ')}.`));
      response.headers.set('Allow', match.allow.join(', '));
      return response;
    }

    const { call } = match;
    const { db, tokenKey } = runtime();
    const token = readAccessToken(request, url);
    const auth: RestAuth = call.auth;
    const guest = auth === 'guest' || (auth === 'optional' && token) ? await authenticateGuest(db, tokenKey, token) : null;
    const operatorId = auth === 'operator' ? await verifyOperatorToken(tokenKey, token) : null;

    const body = call.method === 'POST' ? await readJsonBody(request) : {};
    assertCleanInput(body);
    if (!isPlainObject(body)) throw new AppError('VALIDATION_FAILED', 'The request body must be a JSON object.');
    const input = call.input.parse({ ...queryInput(url), ...body, ...match.params });

    const context: RestContext<RestAuth> = {
      db,
      language: readLanguage(url),
      ver: url.searchParams.get('ver'),
      guest,
      operatorId,
      viewerCountry: guest?.countryCode ?? countryFromHeaders((name) => request.headers.get(name)),
      request,
    };
    const result = await (call.handler as (i: unknown, c: RestContext<RestAuth>) => Promise<unknown>)(input, context);
    if (result instanceof Response) return result;
    // Answers depend on the guest and change by the second (balances, online states).
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    if (result instanceof RestReply) for (const [name, value] of result.headers) headers.append(name, value);
    return Response.json(result instanceof RestReply ? result.body : result, { status: 200, headers });
  } catch (error) {
    return errorResponse(error);
  }
}

/** §7 calls are GET or POST only; PUT, PATCH and DELETE get the JSON error body, not Next's HTML. */
export function restMethodNotAllowed(): Response {
  return Response.json(
    { success: false, error: { code: 'METHOD_NOT_ALLOWED', message: 'Use GET or POST.' } },
    { status: 405, headers: { Allow: 'GET, POST' } },
  );
}

/**
 * What the REST route answers for each method, for server.ts's direct path: GET, HEAD and POST
 * are dispatched; PUT, PATCH and DELETE get 405 whatever the path, as the route's exports do.
 */
export function dispatchRestRequest(request: Request): Promise<Response> {
  const { method } = request;
  if (method === 'PUT' || method === 'PATCH' || method === 'DELETE') return Promise.resolve(restMethodNotAllowed());
  return dispatchRest(request);
}
