CREATE TABLE "guest_favorites" (
	"guest_id" integer NOT NULL,
	"subject" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_favorites_guest_id_subject_target_id_pk" PRIMARY KEY("guest_id","subject","target_id"),
	CONSTRAINT "guest_favorites_subject_check" CHECK ("guest_favorites"."subject" in ('actor', 'album', 'picture', 'sedcards'))
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "privacy_accepted_version" integer;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "terms_accepted_version" integer;--> statement-breakpoint
ALTER TABLE "guest_favorites" ADD CONSTRAINT "guest_favorites_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_favorites_recent_idx" ON "guest_favorites" USING btree ("guest_id","subject","created_at","target_id");