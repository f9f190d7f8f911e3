CREATE TABLE "video_watches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_watches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"access" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_watches_access_known" CHECK ("video_watches"."access" in ('bought', 'gifted', 'free', 'flatrate'))
);
--> statement-breakpoint
ALTER TABLE "video_watches" ADD CONSTRAINT "video_watches_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watches" ADD CONSTRAINT "video_watches_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_watches_guest_started_idx" ON "video_watches" USING btree ("guest_id","started_at");--> statement-breakpoint
CREATE INDEX "video_watches_video_idx" ON "video_watches" USING btree ("video_id");
