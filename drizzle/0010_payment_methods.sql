CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"paytype" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"label" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payment_methods_paytype_known" CHECK ("payment_methods"."paytype" in ('CC', 'LS'))
);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default" ON "payment_methods" USING btree ("guest_id") WHERE "payment_methods"."is_default" AND "payment_methods"."removed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_active_ref" ON "payment_methods" USING btree ("guest_id","provider","provider_ref") WHERE "payment_methods"."removed_at" IS NULL;--> statement-breakpoint
CREATE TABLE "guest_payment_settings" (
	"guest_id" integer PRIMARY KEY NOT NULL,
	"auto_recharge_enabled" boolean DEFAULT false NOT NULL,
	"auto_recharge_threshold" integer DEFAULT 500 NOT NULL,
	"auto_recharge_amount" integer DEFAULT 2000 NOT NULL,
	"teaser_dismissed_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_payment_settings_threshold_positive" CHECK ("guest_payment_settings"."auto_recharge_threshold" > 0),
	CONSTRAINT "guest_payment_settings_amount_positive" CHECK ("guest_payment_settings"."auto_recharge_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "guest_payment_settings" ADD CONSTRAINT "guest_payment_settings_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "payment_method_id" integer;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "pin_hash" text;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "source_label" text;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_paytype_known" CHECK ("top_ups"."paytype" in ('CC', 'LS', 'Voice', 'carrier'));--> statement-breakpoint
CREATE INDEX "top_ups_guest_flow_idx" ON "top_ups" USING btree ("guest_id","flow","id");--> statement-breakpoint
CREATE TABLE "compensations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "compensations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"top_up_id" integer,
	CONSTRAINT "compensations_amount_positive" CHECK ("compensations"."amount" > 0),
	CONSTRAINT "compensations_reason_known" CHECK ("compensations"."reason" in ('chargeback', 'returned_debit', 'failed_payment'))
);
--> statement-breakpoint
ALTER TABLE "compensations" ADD CONSTRAINT "compensations_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensations" ADD CONSTRAINT "compensations_top_up_id_top_ups_id_fk" FOREIGN KEY ("top_up_id") REFERENCES "public"."top_ups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compensations_open_idx" ON "compensations" USING btree ("guest_id") WHERE "compensations"."settled_at" IS NULL;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ALTER COLUMN "card_last4" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "kind" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "method_token" text;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "msisdn" text;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "pin" text;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD CONSTRAINT "sandbox_charges_kind_known" CHECK ("sandbox_charges"."kind" in ('card', 'sepa', 'method', 'carrier', 'voice'));--> statement-breakpoint
CREATE INDEX "sandbox_charges_voice_idx" ON "sandbox_charges" USING btree ("pin") WHERE "sandbox_charges"."kind" = 'voice';--> statement-breakpoint
CREATE TABLE "sandbox_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"kind" text NOT NULL,
	"fingerprint" text NOT NULL,
	"label" text NOT NULL,
	"last4" text NOT NULL,
	"declines_charges" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_methods_kind_known" CHECK ("sandbox_methods"."kind" in ('card', 'sepa'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_methods_token_key" ON "sandbox_methods" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_methods_fingerprint_key" ON "sandbox_methods" USING btree ("fingerprint");
