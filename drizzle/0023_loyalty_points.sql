CREATE TABLE "guest_loyalty_points" (
	"guest_id" integer PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_loyalty_points_non_negative" CHECK ("guest_loyalty_points"."points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "guest_loyalty_points" ADD CONSTRAINT "guest_loyalty_points_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;
