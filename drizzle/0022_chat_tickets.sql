CREATE TABLE "chat_tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"show_id" integer NOT NULL,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"promo_code" text,
	"creation_type" text DEFAULT 'C' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "chat_tickets_price_not_negative" CHECK ("chat_tickets"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cam_show_runs" (
	"show_id" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_tickets" ADD CONSTRAINT "chat_tickets_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_tickets" ADD CONSTRAINT "chat_tickets_show_id_cam_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."cam_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cam_show_runs" ADD CONSTRAINT "cam_show_runs_show_id_cam_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."cam_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_tickets_held_key" ON "chat_tickets" USING btree ("guest_id","show_id") WHERE "chat_tickets"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "chat_tickets_show_idx" ON "chat_tickets" USING btree ("show_id") WHERE "chat_tickets"."removed_at" is null;
