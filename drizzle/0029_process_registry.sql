-- Two or more app processes on one PostgreSQL: the registry of live processes (heartbeat), the
-- process that owns a running chat (a dead owner's chats end with 903, not every chat at a boot),
-- and the process that holds a performer's live room (signalling of other processes goes there).
CREATE TABLE "app_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "app_processes_heartbeat_idx" ON "app_processes" USING btree ("heartbeat_at");
--> statement-breakpoint
CREATE TABLE "live_rooms" (
	"actor_id" integer PRIMARY KEY NOT NULL,
	"process_id" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "process_id" text;
