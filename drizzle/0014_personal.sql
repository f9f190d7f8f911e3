CREATE TABLE "mediathek_archive" (
	"guest_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"archived_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mediathek_archive_guest_id_item_type_item_id_pk" PRIMARY KEY("guest_id","item_type","item_id"),
	CONSTRAINT "mediathek_archive_item_type_known" CHECK ("mediathek_archive"."item_type" in ('video', 'album'))
);
--> statement-breakpoint
ALTER TABLE "mediathek_archive" ADD CONSTRAINT "mediathek_archive_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mediathek_archive_recent_idx" ON "mediathek_archive" USING btree ("guest_id","item_type","archived_at");--> statement-breakpoint
CREATE TABLE "playlist_items" (
	"guest_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "playlist_items_guest_id_video_id_pk" PRIMARY KEY("guest_id","video_id")
);
--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "playlist_items_order_idx" ON "playlist_items" USING btree ("guest_id","position");--> statement-breakpoint
CREATE TABLE "guest_settings" (
	"guest_id" integer PRIMARY KEY NOT NULL,
	"newsletter_bits" integer DEFAULT 0 NOT NULL,
	"notifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_settings_newsletter_bits_known" CHECK (("guest_settings"."newsletter_bits" & ~3840) = 0)
);
--> statement-breakpoint
ALTER TABLE "guest_settings" ADD CONSTRAINT "guest_settings_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;
