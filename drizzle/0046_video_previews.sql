-- §2 fifteen-minutes-preview: a guest's free preview of a paid video. One row per guest and
-- video, written when the guest starts the preview: the stream rule (lib/server/media/
-- stream-access.ts) lets that guest watch that video for 15 minutes from `started_at`, once
-- per guest per video (the primary key: a second start never renews it).
CREATE TABLE IF NOT EXISTS "guest_video_previews" (
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"video_id" integer NOT NULL REFERENCES "videos"("id") ON DELETE CASCADE,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("guest_id", "video_id")
);
--> statement-breakpoint
-- A playback during the preview is recorded by watch/start like any other, with access 'preview'.
ALTER TABLE "video_watches" DROP CONSTRAINT IF EXISTS "video_watches_access_known";
--> statement-breakpoint
ALTER TABLE "video_watches" ADD CONSTRAINT "video_watches_access_known" CHECK ("video_watches"."access" in ('bought', 'gifted', 'free', 'flatrate', 'preview'));
