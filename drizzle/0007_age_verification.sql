CREATE TABLE "age_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"guest_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"forward_url" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "age_verifications_status_check" CHECK ("age_verifications"."status" in ('pending', 'rejected', 'accepted', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"guest_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"type" text NOT NULL,
	"pin_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "phone_verifications_type_check" CHECK ("phone_verifications"."type" in ('mobile', 'landline')),
	CONSTRAINT "phone_verifications_status_check" CHECK ("phone_verifications"."status" in ('pending', 'verified', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "avs_reject_message" text;--> statement-breakpoint
ALTER TABLE "age_verifications" ADD CONSTRAINT "age_verifications_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "age_verifications_guest_idx" ON "age_verifications" USING btree ("guest_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "phone_verifications_verified_number_key" ON "phone_verifications" USING btree ("phone_number") WHERE "phone_verifications"."status" = 'verified';--> statement-breakpoint
CREATE INDEX "phone_verifications_guest_idx" ON "phone_verifications" USING btree ("guest_id","created_at");
