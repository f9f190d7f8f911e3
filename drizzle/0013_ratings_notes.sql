CREATE TABLE "guest_ratings" (
	"guest_id" integer NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"value" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_ratings_guest_id_subject_subject_id_pk" PRIMARY KEY("guest_id","subject","subject_id"),
	CONSTRAINT "guest_ratings_subject_known" CHECK ("guest_ratings"."subject" in ('album', 'picture', 'sedcards', 'video')),
	CONSTRAINT "guest_ratings_value_known" CHECK ("guest_ratings"."value" in (1, 5))
);
--> statement-breakpoint
CREATE TABLE "album_tag_suggestions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "album_tag_suggestions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"album_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "actor_notes" (
	"guest_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"comment" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "actor_notes_guest_id_actor_id_pk" PRIMARY KEY("guest_id","actor_id")
);
--> statement-breakpoint
CREATE TABLE "album_views" (
	"album_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "album_views_album_id_guest_id_day_pk" PRIMARY KEY("album_id","guest_id","day")
);
--> statement-breakpoint
ALTER TABLE "guest_ratings" ADD CONSTRAINT "guest_ratings_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_tag_suggestions" ADD CONSTRAINT "album_tag_suggestions_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_tag_suggestions" ADD CONSTRAINT "album_tag_suggestions_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actor_notes" ADD CONSTRAINT "actor_notes_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actor_notes" ADD CONSTRAINT "actor_notes_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_views" ADD CONSTRAINT "album_views_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_views" ADD CONSTRAINT "album_views_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "album_tag_suggestions_key" ON "album_tag_suggestions" USING btree ("album_id","guest_id",lower("tag"));--> statement-breakpoint
CREATE INDEX "album_views_day_idx" ON "album_views" USING btree ("day");
