CREATE TABLE "bonus_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_to" timestamp with time zone,
	"max_redemptions" integer,
	"require_mobile_auth" boolean DEFAULT false NOT NULL,
	"require_vip" boolean DEFAULT false NOT NULL,
	"benefits" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_codes_benefits_array" CHECK (jsonb_typeof("bonus_codes"."benefits") = 'array'),
	CONSTRAINT "bonus_codes_max_redemptions_positive" CHECK ("bonus_codes"."max_redemptions" is null or "bonus_codes"."max_redemptions" > 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_code_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_code_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_vouchers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guest_vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"amount" integer NOT NULL,
	"actor_id" integer,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_to" timestamp with time zone,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_vouchers_type_check" CHECK ("guest_vouchers"."type" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "guest_benefits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guest_benefits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"actor_id" integer,
	"media_id" integer,
	"valid_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_benefits_kind_check" CHECK ("guest_benefits"."kind" in ('vip', 'premium', 'actorSubscription', 'mediaAlbum'))
);
--> statement-breakpoint
ALTER TABLE "bonus_code_redemptions" ADD CONSTRAINT "bonus_code_redemptions_code_id_bonus_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."bonus_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_code_redemptions" ADD CONSTRAINT "bonus_code_redemptions_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_vouchers" ADD CONSTRAINT "guest_vouchers_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_benefits" ADD CONSTRAINT "guest_benefits_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_codes_code_key" ON "bonus_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_code_redemptions_code_guest_key" ON "bonus_code_redemptions" USING btree ("code_id","guest_id");--> statement-breakpoint
CREATE INDEX "bonus_code_redemptions_guest_idx" ON "bonus_code_redemptions" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "guest_vouchers_guest_idx" ON "guest_vouchers" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "guest_benefits_guest_kind_idx" ON "guest_benefits" USING btree ("guest_id","kind","valid_to");
