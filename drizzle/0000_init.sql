CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 10000 CACHE 1),
	"email" text NOT NULL,
	"screen_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"language" char(2) DEFAULT 'en' NOT NULL,
	"country_code" char(2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email_verified_at" timestamp with time zone,
	"is_paying_customer" boolean DEFAULT false NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_blocked_for_comments" boolean DEFAULT false NOT NULL,
	"restriction_level" smallint DEFAULT 0 NOT NULL,
	"avs_status" text DEFAULT 'unknown' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "performers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "actor_chat_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "actor_chat_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer NOT NULL,
	"satisfied" boolean NOT NULL,
	"rated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "actor_features" (
	"actor_id" integer PRIMARY KEY NOT NULL,
	"free_chat" boolean DEFAULT false NOT NULL,
	"live_preview" boolean DEFAULT false NOT NULL,
	"hd" boolean DEFAULT false NOT NULL,
	"audio" boolean DEFAULT false NOT NULL,
	"dildocontrol" boolean DEFAULT false NOT NULL,
	"voyeur_chat" boolean DEFAULT false NOT NULL,
	"voice_call" boolean DEFAULT false NOT NULL,
	"mobile_video_call" boolean DEFAULT false NOT NULL,
	"conversion_chat" boolean DEFAULT false NOT NULL,
	"ticket_show" boolean DEFAULT false NOT NULL,
	"is_currently_ticket_show" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "actor_prices" (
	"actor_id" integer PRIMARY KEY NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"video_chat" integer NOT NULL,
	"voyeur_chat" integer NOT NULL,
	"single_chat" integer NOT NULL,
	"single_c2c_chat" integer NOT NULL,
	"ticket_show" integer NOT NULL,
	"video_call" integer NOT NULL,
	"message" integer NOT NULL,
	"free_messages" smallint DEFAULT 0 NOT NULL,
	"voucher_chat_minutes" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "actor_profiles" (
	"actor_id" integer PRIMARY KEY NOT NULL,
	"birth_date" date NOT NULL,
	"three_words" text DEFAULT '' NOT NULL,
	"spoken_languages" text[] NOT NULL,
	"country_code" char(2) NOT NULL,
	"city" text,
	"about_me" text DEFAULT '' NOT NULL,
	"height_cm" smallint,
	"hair_color" text,
	"eye_color" text
);
--> statement-breakpoint
CREATE TABLE "actors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "actors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"gender" char(1) NOT NULL,
	"type" text NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"online_since" timestamp with time zone,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_star" boolean DEFAULT false NOT NULL,
	"is_top_amateur" boolean DEFAULT false NOT NULL,
	"banned_country_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"rank_points" integer DEFAULT 0 NOT NULL,
	"image_seed" integer NOT NULL,
	"latitude" real,
	"longitude" real
);
--> statement-breakpoint
CREATE TABLE "actor_categories" (
	"actor_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "actor_categories_actor_id_category_id_pk" PRIMARY KEY("actor_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "albums_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 500000 CACHE 1),
	"actor_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"age_rating" smallint NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"is_vip_content" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"price" integer NOT NULL,
	"base_price" integer NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"total_views" integer DEFAULT 0 NOT NULL,
	"rating_likes" integer DEFAULT 0 NOT NULL,
	"rating_dislikes" integer DEFAULT 0 NOT NULL,
	"image_seed" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pictures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pictures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000000 CACHE 1),
	"album_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"age_rating" smallint NOT NULL,
	"rating_likes" integer DEFAULT 0 NOT NULL,
	"rating_dislikes" integer DEFAULT 0 NOT NULL,
	"image_seed" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY NOT NULL,
	"tag_group" text NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_tags" (
	"video_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "video_tags_video_id_tag_id_pk" PRIMARY KEY("video_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100000 CACHE 1),
	"actor_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_seconds" integer NOT NULL,
	"age_rating" smallint NOT NULL,
	"acting_group" text NOT NULL,
	"is_vip" boolean DEFAULT false NOT NULL,
	"is_vip30_offer" boolean DEFAULT false NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"is_cam_recording" boolean DEFAULT false NOT NULL,
	"is_classic" boolean DEFAULT false NOT NULL,
	"allowed_in_playlists" boolean DEFAULT true NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"price" integer NOT NULL,
	"base_price" integer NOT NULL,
	"daily_bonus_price" integer,
	"released_at" timestamp with time zone NOT NULL,
	"rating_likes" integer DEFAULT 0 NOT NULL,
	"rating_dislikes" integer DEFAULT 0 NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"trending_score" integer DEFAULT 0 NOT NULL,
	"image_seed" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text DEFAULT 'main' NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_no_overdraft" CHECK ("ledger_accounts"."owner_type" = 'system' OR "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"idempotency_key" text,
	"memo" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performers" ADD CONSTRAINT "performers_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actor_chat_ratings" ADD CONSTRAINT "actor_chat_ratings_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actor_features" ADD CONSTRAINT "actor_features_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actor_prices" ADD CONSTRAINT "actor_prices_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actor_profiles" ADD CONSTRAINT "actor_profiles_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actor_categories" ADD CONSTRAINT "actor_categories_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actor_categories" ADD CONSTRAINT "actor_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_tags" ADD CONSTRAINT "video_tags_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_tags" ADD CONSTRAINT "video_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guests_email_key" ON "guests" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "performers_email_key" ON "performers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "performers_actor_idx" ON "performers" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "actor_chat_ratings_actor_idx" ON "actor_chat_ratings" USING btree ("actor_id","rated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "actors_slug_key" ON "actors" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "actors_online_rank_idx" ON "actors" USING btree ("is_online","rank_points");--> statement-breakpoint
CREATE INDEX "actors_registered_idx" ON "actors" USING btree ("registered_at");--> statement-breakpoint
CREATE INDEX "actor_categories_cat_idx" ON "actor_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "albums_actor_idx" ON "albums" USING btree ("actor_id","released_at");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "pictures_album_idx" ON "pictures" USING btree ("album_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_group_key" ON "tags" USING btree ("tag_group");--> statement-breakpoint
CREATE INDEX "video_tags_tag_idx" ON "video_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "videos_actor_idx" ON "videos" USING btree ("actor_id","released_at");--> statement-breakpoint
CREATE INDEX "videos_released_idx" ON "videos" USING btree ("released_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner_key" ON "ledger_accounts" USING btree ("owner_type","owner_id","name","currency");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_tx_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idem_key" ON "ledger_transactions" USING btree ("idempotency_key");