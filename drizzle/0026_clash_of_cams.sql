CREATE TABLE "clashes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clashes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_a" integer NOT NULL,
	"actor_b" integer NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	CONSTRAINT "clashes_two_performers" CHECK ("clashes"."actor_a" <> "clashes"."actor_b"),
	CONSTRAINT "clashes_status_known" CHECK ("clashes"."status" in ('running', 'ended')),
	CONSTRAINT "clashes_ends_after_start" CHECK ("clashes"."ends_at" > "clashes"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "clash_seats" (
	"clash_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"running" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clash_votes" (
	"clash_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clashes" ADD CONSTRAINT "clashes_actor_a_actors_id_fk" FOREIGN KEY ("actor_a") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clashes" ADD CONSTRAINT "clashes_actor_b_actors_id_fk" FOREIGN KEY ("actor_b") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clash_seats" ADD CONSTRAINT "clash_seats_clash_id_clashes_id_fk" FOREIGN KEY ("clash_id") REFERENCES "public"."clashes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clash_seats" ADD CONSTRAINT "clash_seats_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clash_votes" ADD CONSTRAINT "clash_votes_clash_id_clashes_id_fk" FOREIGN KEY ("clash_id") REFERENCES "public"."clashes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clash_votes" ADD CONSTRAINT "clash_votes_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "clash_votes" ADD CONSTRAINT "clash_votes_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "clashes_running_idx" ON "clashes" USING btree ("ends_at") WHERE "clashes"."status" = 'running';
--> statement-breakpoint
CREATE UNIQUE INDEX "clash_seats_pair_key" ON "clash_seats" USING btree ("clash_id","actor_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "clash_seats_running_key" ON "clash_seats" USING btree ("actor_id") WHERE "clash_seats"."running" = 1;
--> statement-breakpoint
CREATE UNIQUE INDEX "clash_votes_guest_key" ON "clash_votes" USING btree ("clash_id","guest_id");
--> statement-breakpoint
CREATE INDEX "clash_votes_tally_idx" ON "clash_votes" USING btree ("clash_id","actor_id");
