import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_LIMIT, videoShareEmailResponseSchema } from '@/lib/contracts/share';
import { mailOutbox } from '@/lib/server/db/schema/auth';
import { videos } from '@/lib/server/db/schema/catalog';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { expectError } from './account-calls';
import { freshGuest } from './fresh-guest';
import { post } from './wallet-calls';

let rt: AppRuntime;
let videoId: number;
beforeAll(async () => {
  rt = await startTestRuntime();
  const [video] = await rt.db.select({ id: videos.id }).from(videos).limit(1);
  if (!video) throw new Error('the seed has no video');
  videoId = video.id;
}, 180_000);
afterAll(() => stopTestRuntime(rt));

const share = (token: string | null, body: unknown) => post('sendVideoShareEmail', token, body, 'guest');
const mailsTo = (to: string) => rt.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'video-share')));

describe('§7 guest sendVideoShareEmail {videoId, email, message?}', () => {
  it('writes a real mail through the Mailer with the video link and the note', async () => {
    const { token, guestId } = await freshGuest(rt);
    const to = `friend-${guestId}@example.com`;
    const response = await share(token, { videoId, email: to, message: 'look <here>' });
    expect(response.status).toBe(200);
    expect(videoShareEmailResponseSchema.parse(await response.json()).data).toEqual({ sent: true, remaining: SHARE_LIMIT - 1 });
    const [mail] = await mailsTo(to);
    expect(mail?.text).toContain(`/video/${videoId}/`);
    expect(mail?.text).toContain('"look <here>"');
    expect(mail?.html).toContain('look &lt;here&gt;');
    expect(mail?.meta).toMatchObject({ guestId, videoId });
  });

  it(`after ${SHARE_LIMIT} mails in an hour the next is 409 SHARE_LIMIT_REACHED and no mail is written`, async () => {
    const { token, guestId } = await freshGuest(rt);
    const to = `limit-${guestId}@example.com`;
    for (let i = 0; i < SHARE_LIMIT; i += 1) expect((await share(token, { videoId, email: to })).status).toBe(200);
    await expectError(await share(token, { videoId, email: to }), 409, 'SHARE_LIMIT_REACHED');
    expect(await mailsTo(to)).toHaveLength(SHARE_LIMIT);
    const other = await freshGuest(rt);
    expect((await share(other.token, { videoId, email: to })).status).toBe(200);
  });

  it('unknown video 404, bad email or note 422, visitor 401 — no mail', async () => {
    const { token, guestId } = await freshGuest(rt);
    const to = `bad-${guestId}@example.com`;
    await expectError(await share(token, { videoId: 2_000_000_000, email: to }), 404, 'NOT_FOUND');
    await expectError(await share(token, { videoId, email: 'not-an-address' }), 422, 'VALIDATION_FAILED');
    await expectError(await share(token, { videoId, email: to, message: 'x'.repeat(301) }), 422, 'VALIDATION_FAILED');
    await expectError(await share(null, { videoId, email: to }), 401, 'UNAUTHORIZED');
    expect(await mailsTo(to)).toEqual([]);
  });
});
