#!/usr/bin/env node
// A black-box probe of §7: asks a running server whether it answers every REST call of §7's
// tables. "Answers" means anything but 404 UNKNOWN_CALL (a 401, 404 NOT_FOUND or 422 for the
// probe's made-up ids and bodies still proves the call exists).
// Usage: node scripts/probe-rest.mjs [origin]   (default http://localhost:3000)

const origin = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');

/** [area, method, path] — one row per call of §7's tables, ids replaced by sample values. */
const CALLS = [
  ['legal', 'GET', 'asset/legal-text/download/1'],
  ['payment', 'POST', 'payment/onsuccess'],
  ['payment', 'POST', 'payment/logout'],
  ['actor', 'GET', 'actor/getActorTVLivestreamDataById/1'],
  ['actor', 'GET', 'actor/getActorDataByIdOrName/1'],
  ['actor', 'GET', 'actor/getActorStateById/1'],
  ['actor', 'GET', 'actor/getActorNoteById/1'],
  ['actor', 'POST', 'actor/storeActorNote'],
  ['actor', 'GET', 'actor/getActorPreviewImage/1'],
  ['actorsearch', 'GET', 'actorsearch/init'],
  ['actorsearch', 'POST', 'actorsearch/search'],
  ['actorsearch', 'POST', 'actorsearch/filter/delete'],
  ['guest', 'POST', 'guest/redeemBonus'],
  ['guest', 'POST', 'guest/acceptCancellationOffer'],
  ['guest', 'GET', 'guest/getNotificationsSettings'],
  ['guest', 'POST', 'guest/newsletter/subscribe'],
  ['guest', 'POST', 'guest/newsletter/unsubscribe'],
  ['guest', 'POST', 'guest/autoRechargeTeaserState'],
  ['guest', 'POST', 'guest/closeDataProtection'],
  ['guest', 'POST', 'guest/closeAgbAndDataProtection'],
  ['guest', 'GET', 'guest/getGuestBalance'],
  ['guest', 'POST', 'guest/sendVideoShareEmail'],
  ['guest', 'GET', 'guest/favorite/actors'],
  ['guest', 'POST', 'guest/conversionChat'],
  ['guest', 'POST', 'guest/savePreferences'],
  ['messenger', 'GET', 'messenger/channel/1'],
  ['messenger', 'GET', 'messenger/channel/actor/1'],
  ['messenger', 'GET', 'messenger/recommendations'],
  ['messenger', 'GET', 'messenger/actor/1'],
  ['album', 'POST', 'album/1/buy'],
  ['gallery', 'GET', 'gallery/open'],
  ['gallery', 'GET', 'gallery/getpromotedvideo/1'],
  ['gallery', 'GET', 'gallery/getsedcards/1'],
  ['gallery', 'GET', 'gallery/getsedcards/1/%7B%22limit%22%3A1%7D'],
  ['gallery', 'POST', 'gallery/setSedcardsGuestRating/1'],
  ['gallery', 'GET', 'gallery/getComments'],
  ['gallery', 'POST', 'gallery/postComment'],
  ['gallery', 'POST', 'gallery/setGuestRating'],
  ['gallery', 'POST', 'gallery/setPictureGuestRating'],
  ['gallery', 'GET', 'gallery/getPinnedPhotos'],
  ['gallery', 'GET', 'gallery/getTopVideos/1'],
  ['gallery', 'GET', 'gallery/getPreview'],
  ['search', 'GET', 'search/searchResult/search/en/abc'],
  ['profile', 'GET', 'profile/phoenix/get_profile_preview/1'],
  ['profile', 'GET', 'profile/sales/actor/1'],
  ['internal', 'POST', 'internal/regenerate_auto_incrementor'],
  ['internal', 'POST', 'internal/clear_di_cache'],
  ['internal', 'POST', 'internal/actor_import_full'],
  ['internal', 'POST', 'internal/album_import'],
  ['internal', 'POST', 'internal/grantMessengerGifts'],
  ['internal', 'GET', 'internal/onlineGuests'],
  ['tileGrid', 'GET', 'tileGrid/get/videos/%7B%7D'],
  // §2 tile-grid kinds (an unknown kind is a 404 NOT_FOUND, so any 404 counts as missing here).
  ['tileGrid', 'GET', 'tileGrid/get/activeContests/%7B%7D', { no404: true }],
  ['tileGrid', 'GET', 'tileGrid/get/favoriteActors/%7B%7D', { no404: true }],
  ['tileGrid', 'GET', 'tileGrid/get/myVideoChats/%7B%7D', { no404: true }],
  ['tileGrid', 'GET', 'tileGrid/get/bestChats/%7B%7D', { no404: true }],
  ['tileGrid', 'GET', 'tileGrid/getVideoPictures/1'],
  ['tileGrid', 'POST', 'tileGrid/storeTileGridSettings'],
  ['conversion', 'GET', 'conversion/getBuyImageAlbumIncentives/1'],
  ['conversion', 'GET', 'conversion/getIncentivesByEvent'],
  ['conversion', 'POST', 'conversion/getPageLoadIncentives'],
  ['conversion', 'GET', 'conversion/getVideoPreviewEndIncentives/1'],
  ['conversion', 'POST', 'conversion/setGuestInfo'],
  ['conversion', 'POST', 'conversion/setRefillWindowHidden'],
  ['conversion', 'POST', 'conversion/closeIncentive'],
  ['teaser', 'POST', 'teaser/getTeasers'],
  ['survey', 'GET', 'survey/feedbackdata'],
  ['survey', 'POST', 'survey/feedback'],
  ['survey', 'POST', 'survey/chatexit'],
  ['logger', 'POST', 'logger/browserOnline'],
  ['logger', 'POST', 'logger/websocketConnectionError'],
  ['logger', 'POST', 'logger/vxmessengerError'],
  ['tracker', 'POST', 'tracker/trackActorProfileVisit'],
  ['tracker', 'POST', 'tracker/track'],
  ['watch', 'POST', 'watch/start'],
  ['specialEvents', 'GET', 'specialEvents/getReward/1'],
  ['specialEvents', 'GET', 'specialEvents/get/events'],
  ['specialEvents', 'GET', 'specialEvents/adventcalendar'],
  ['specialEvents', 'POST', 'specialEvents/easter/collectEgg'],
  ['specialEvents', 'GET', 'specialEvents/getData/easter'],
  ['tv', 'GET', 'tv/updateMediathek'],
  ['tv', 'GET', 'tv/format/a'],
  ['tv', 'GET', 'tv/article/a'],
  ['tv', 'GET', 'tv/program/today'],
  ['tv', 'GET', 'tv/stream/live'],
  ['tv', 'GET', 'tv/video/1'],
  ['tv', 'GET', 'tv/suggest/a'],
  ['contests', 'POST', 'contests/addContestMediaVoting'],
  ['contests', 'POST', 'contests/deleteContestMediaVoting'],
  ['contests', 'GET', 'contests/1'],
  ['contests', 'GET', 'contests/1/actor/1'],
  ['contests', 'GET', 'contests/1/topList'],
  ['contests', 'GET', 'contests/1/getHeader'],
  ['contests', 'GET', 'contests/getContestGridItems/1/a/10/0'],
  ['contests', 'GET', 'contests/getContestGuestData/1'],
  ['monitoring', 'GET', 'monitoring/monitoringActors/onlineActorsAmount'],
  ['blog', 'GET', 'blog/pm'],
  ['blog', 'GET', 'blog/archives/news'],
  ['blog', 'GET', 'blog/posts/1/%7B%7D'],
  ['blog', 'GET', 'blog/front'],
  ['blog', 'GET', 'blog/actors/%7B%7D'],
  ['webpush', 'GET', 'webpush/key'],
  ['webpush', 'GET', 'webpush/status/%7B%7D'],
  ['webpush', 'POST', 'webpush/subscribe'],
  ['webpush', 'POST', 'webpush/resubscribe/abc'],
  ['webpush', 'POST', 'webpush/unsubscribe/%7B%7D'],
  ['webpush', 'POST', 'webpush/update/%7B%7D'],
  ['breadcrumb', 'POST', 'breadcrumb/actor'],
  ['utility', 'GET', 'utility/getGeoLocationByZip/10115'],
  ['utility', 'POST', 'utility/relation/addRelation'],
  ['utility', 'POST', 'utility/relation/hasRelation'],
  ['misc', 'GET', 'video/jumbotron/config'],
  ['misc', 'GET', 'video/jumbotron/homepage'],
  ['misc', 'GET', 'promo/hasGuestNotRedeemedOnTopCodeInstance/WELCOME'],
  ['misc', 'GET', 'alive'],
  ['misc', 'GET', 'seo/getActorSeoContent/1/hair'],
  ['misc', 'GET', 'reporting/default'],
  ['misc', 'GET', 'reporting/main'],
];

/**
 * A call the server does not know answers 404 with code UNKNOWN_CALL. A 405 names the method the
 * call takes (it exists); a non-JSON 200 is a download (asset/legal-text/download).
 */
async function probe([area, method, path, options = {}]) {
  const response = await fetch(`${origin}/rest/v1/${path}?language=en`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: method === 'POST' ? '{}' : undefined,
    redirect: 'manual',
  });
  const text = await response.text();
  let code = '';
  try {
    code = JSON.parse(text)?.error?.code ?? '';
  } catch {
    code = 'NOT_JSON';
  }
  const answers = !(response.status === 404 && (code === 'UNKNOWN_CALL' || options.no404)) && !(code === 'NOT_JSON' && response.status !== 200);
  return { area, method, path, status: response.status, code, answers };
}

const results = [];
for (const call of CALLS) results.push(await probe(call));
const missing = results.filter((r) => !r.answers);
console.log(`${results.length - missing.length} of ${results.length} §7 REST calls answer.`);
for (const r of missing) console.log(`MISSING ${r.method} /rest/v1/${r.path} → ${r.status} ${r.code}`);
process.exitCode = missing.length ? 1 : 0;
