import 'server-only';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { SHARE_LIMIT, SHARE_WINDOW_MINUTES, type VideoShareEmailInput } from '@/lib/contracts/share';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { actors } from '@/lib/server/db/schema/actors';
import { videos } from '@/lib/server/db/schema/catalog';
import { videoShareEmails } from '@/lib/server/db/schema/feedback';
import { publicOrigin } from '@/lib/server/env';
import { AppError } from '@/lib/server/errors';
import type { Mailer } from '@/lib/server/mail/mailer';
import { selectMailer } from '@/lib/server/mail/select-mailer';
import { videoShareMail } from './video-share-mail';

/** The advisory-lock space of the per-guest share count ('SHAR'), apart from the others in use. */
const SHARE_LOCK_SPACE = 0x53484152;

type Options = { now?: Date; mailerFor?: (db: Parameters<typeof selectMailer>[0]) => Mailer; origin?: string };

/**
 * §7 guest sendVideoShareEmail: mails a link to the video, in the sender's language, through the
 * Mailer (the outbox in dev and test). At most SHARE_LIMIT mails per guest in SHARE_WINDOW_MINUTES:
 * over it the call is 409 SHARE_LIMIT_REACHED and nothing is written. The count, the row and the
 * mail share one transaction under a per-guest lock, so two processes cannot both pass the limit.
 */
export async function sendVideoShareEmail(db: DbOrTx, guestId: number, input: VideoShareEmailInput, options: Options = {}): Promise<{ sent: true; remaining: number }> {
  const now = options.now ?? new Date();
  const [video] = await db
    .select({ id: videos.id, title: videos.title, actorName: actors.name, actorSlug: actors.slug })
    .from(videos)
    .innerJoin(actors, eq(actors.id, videos.actorId))
    .where(eq(videos.id, input.videoId))
    .limit(1);
  if (!video) throw new AppError('NOT_FOUND', `Video ${input.videoId} does not exist.`);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SHARE_LOCK_SPACE}::int4, ${guestId}::int4)`);
    const since = new Date(now.getTime() - SHARE_WINDOW_MINUTES * 60_000);
    const [used] = await tx
      .select({ n: count() })
      .from(videoShareEmails)
      .where(and(eq(videoShareEmails.guestId, guestId), gt(videoShareEmails.createdAt, since)));
    const sent = used?.n ?? 0;
    if (sent >= SHARE_LIMIT) throw new AppError('SHARE_LIMIT_REACHED', `At most ${SHARE_LIMIT} share mails an hour.`);
    const [sender] = await tx.select({ screenName: guests.screenName, language: guests.language }).from(guests).where(eq(guests.id, guestId));
    if (!sender) throw new AppError('UNAUTHORIZED', 'The guest is gone.');
    const language = sender.language as Locale;
    await tx.insert(videoShareEmails).values({ guestId, videoId: video.id, email: input.email, createdAt: now });
    const link = `${options.origin ?? publicOrigin()}/${language}/amateur/${video.actorSlug}/video/${video.id}/`;
    const mail = videoShareMail({
      to: input.email,
      language,
      senderName: sender.screenName,
      videoTitle: video.title,
      actorName: video.actorName,
      link,
      message: input.message,
      guestId,
      videoId: video.id,
    });
    await (options.mailerFor ?? selectMailer)(tx).send(mail);
    return { sent: true, remaining: SHARE_LIMIT - sent - 1 };
  });
}
