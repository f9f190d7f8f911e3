ALTER TABLE "actor_features" ADD COLUMN "live_age_rating" smallint DEFAULT 16 NOT NULL;--> statement-breakpoint
ALTER TABLE "actor_features" ADD CONSTRAINT "actor_features_live_age_rating_known" CHECK ("actor_features"."live_age_rating" in (16, 18));--> statement-breakpoint
CREATE TABLE "chats" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"type" text NOT NULL,
	"price_per_minute" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"age_rating" smallint NOT NULL,
	"status" text DEFAULT 'connecting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"media_started_at" timestamp with time zone,
	"media_lost_at" timestamp with time zone,
	"last_billed_at" timestamp with time zone,
	"billed_seconds" integer DEFAULT 0 NOT NULL,
	"paid_seconds" integer DEFAULT 0 NOT NULL,
	"billed_amount" integer DEFAULT 0 NOT NULL,
	"performer_amount" integer DEFAULT 0 NOT NULL,
	"voucher_seconds_used" integer DEFAULT 0 NOT NULL,
	"free_seconds_used" integer DEFAULT 0 NOT NULL,
	"low_balance_warned" boolean DEFAULT false NOT NULL,
	"exit_code" smallint,
	"ended_at" timestamp with time zone,
	CONSTRAINT "chats_type_known" CHECK ("chats"."type" in ('free', 'live', 'voyeur', 'single', 'singlec2c', 'videocall')),
	CONSTRAINT "chats_status_known" CHECK ("chats"."status" in ('connecting', 'open', 'ended')),
	CONSTRAINT "chats_amounts_not_negative" CHECK ("chats"."price_per_minute" >= 0 and "chats"."billed_amount" >= 0 and "chats"."performer_amount" >= 0 and "chats"."paid_seconds" >= 0 and "chats"."voucher_seconds_used" >= 0 and "chats"."free_seconds_used" >= 0),
	CONSTRAINT "chats_seconds_add_up" CHECK ("chats"."billed_seconds" = "chats"."paid_seconds" + "chats"."voucher_seconds_used" + "chats"."free_seconds_used"),
	CONSTRAINT "chats_ended_has_exit" CHECK (("chats"."status" = 'ended') = ("chats"."exit_code" is not null and "chats"."ended_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chats_guest_active_key" ON "chats" USING btree ("guest_id") WHERE "chats"."status" <> 'ended';--> statement-breakpoint
CREATE UNIQUE INDEX "chats_actor_private_key" ON "chats" USING btree ("actor_id") WHERE "chats"."status" <> 'ended' and "chats"."type" in ('single', 'singlec2c', 'videocall');--> statement-breakpoint
CREATE INDEX "chats_active_idx" ON "chats" USING btree ("id") WHERE "chats"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "chats_guest_idx" ON "chats" USING btree ("guest_id","created_at");--> statement-breakpoint
CREATE INDEX "chats_actor_idx" ON "chats" USING btree ("actor_id","created_at");
