CREATE TABLE "guest_conversion_chat" (
	"guest_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"source" text,
	"granted_at" timestamp with time zone,
	"eligible_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_conversion_chat_status_check" CHECK ("guest_conversion_chat"."status" in ('enabled', 'declined')),
	CONSTRAINT "guest_conversion_chat_source_check" CHECK ("guest_conversion_chat"."source" is null or "guest_conversion_chat"."source" in ('box', 'code')),
	CONSTRAINT "guest_conversion_chat_grant_check" CHECK (("guest_conversion_chat"."granted_at" is null) = ("guest_conversion_chat"."source" is null) and ("guest_conversion_chat"."granted_at" is null) = ("guest_conversion_chat"."eligible_until" is null))
);
--> statement-breakpoint
ALTER TABLE "guest_conversion_chat" ADD CONSTRAINT "guest_conversion_chat_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;
