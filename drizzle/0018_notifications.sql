CREATE TABLE "guest_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guest_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"actor_id" integer,
	"channel_id" integer,
	"text" text,
	"unread" boolean DEFAULT true NOT NULL,
	"unseen" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "guest_notifications" ADD CONSTRAINT "guest_notifications_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_notifications" ADD CONSTRAINT "guest_notifications_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_notifications_recent_idx" ON "guest_notifications" USING btree ("guest_id","created_at","id") WHERE "guest_notifications"."removed_at" is null;--> statement-breakpoint
CREATE TABLE "guest_actor_notification_settings" (
	"guest_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"email" boolean NOT NULL,
	"sms" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_actor_notification_settings_guest_id_actor_id_pk" PRIMARY KEY("guest_id","actor_id")
);
--> statement-breakpoint
ALTER TABLE "guest_actor_notification_settings" ADD CONSTRAINT "guest_actor_notification_settings_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_actor_notification_settings" ADD CONSTRAINT "guest_actor_notification_settings_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;
