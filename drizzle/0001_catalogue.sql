CREATE TABLE "actor_heat_maps" (
	"actor_id" integer PRIMARY KEY NOT NULL,
	"weekly" smallint[] NOT NULL,
	"planned_hours" smallint[] NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "actor_interviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "actor_interviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"question_key" text NOT NULL,
	"answer" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"image_seed" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "album_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "album_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"album_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cam_shows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cam_shows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 7000 CACHE 1),
	"actor_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"post_buy_info" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"price" integer NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_internal" boolean DEFAULT false NOT NULL,
	"capacity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_videos" (
	"collection_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "collection_videos_collection_id_video_id_pk" PRIMARY KEY("collection_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "collections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "guest_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guest_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"pattern" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_texts" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"h1" text NOT NULL,
	"h2" text DEFAULT '' NOT NULL,
	"free_texts" text[] NOT NULL,
	"breadcrumb" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "seo_texts_scope_key_language_pk" PRIMARY KEY("scope","key","language")
);
--> statement-breakpoint
ALTER TABLE "actors" ADD COLUMN "pinned_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "actors" ADD COLUMN "ranking_points_video_call" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "actor_heat_maps" ADD CONSTRAINT "actor_heat_maps_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actor_interviews" ADD CONSTRAINT "actor_interviews_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_comments" ADD CONSTRAINT "album_comments_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_comments" ADD CONSTRAINT "album_comments_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_shows" ADD CONSTRAINT "cam_shows_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_videos" ADD CONSTRAINT "collection_videos_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_videos" ADD CONSTRAINT "collection_videos_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_searches" ADD CONSTRAINT "guest_searches_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "actor_interviews_actor_idx" ON "actor_interviews" USING btree ("actor_id","position");--> statement-breakpoint
CREATE INDEX "album_comments_album_idx" ON "album_comments" USING btree ("album_id","created_at");--> statement-breakpoint
CREATE INDEX "cam_shows_starts_idx" ON "cam_shows" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "cam_shows_actor_idx" ON "cam_shows" USING btree ("actor_id","starts_at");--> statement-breakpoint
CREATE INDEX "guest_searches_guest_idx" ON "guest_searches" USING btree ("guest_id","searched_at");--> statement-breakpoint
CREATE INDEX "albums_released_idx" ON "albums" USING btree ("released_at");--> statement-breakpoint
CREATE INDEX "videos_rating_idx" ON "videos" USING btree ("rating_likes","id");--> statement-breakpoint
CREATE INDEX "videos_sold_idx" ON "videos" USING btree ("sold_count","id");--> statement-breakpoint
CREATE INDEX "videos_price_idx" ON "videos" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "videos_duration_idx" ON "videos" USING btree ("duration_seconds","id");--> statement-breakpoint
CREATE INDEX "videos_trending_idx" ON "videos" USING btree ("trending_score","id");--> statement-breakpoint
CREATE INDEX "videos_free_released_idx" ON "videos" USING btree ("released_at") WHERE "videos"."is_free";--> statement-breakpoint
CREATE INDEX "videos_discount_released_idx" ON "videos" USING btree ("released_at") WHERE "videos"."price" < "videos"."base_price";--> statement-breakpoint
CREATE INDEX "videos_vip_released_idx" ON "videos" USING btree ("released_at") WHERE "videos"."is_vip";--> statement-breakpoint
CREATE INDEX "videos_vip30_rating_idx" ON "videos" USING btree ("rating_likes") WHERE "videos"."is_vip30_offer";--> statement-breakpoint
CREATE INDEX "videos_classic_idx" ON "videos" USING btree ("actor_id","released_at") WHERE "videos"."is_classic";