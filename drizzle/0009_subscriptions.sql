CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"kind" text NOT NULL,
	"flow" text NOT NULL,
	"status" text NOT NULL,
	"renewal_price" integer NOT NULL,
	"period_days" integer NOT NULL,
	"periods" integer DEFAULT 1 NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"start_key" text NOT NULL,
	"offer_accepted_at" timestamp with time zone,
	CONSTRAINT "subscriptions_kind_known" CHECK ("subscriptions"."kind" in ('vip', 'tv')),
	CONSTRAINT "subscriptions_status_known" CHECK ("subscriptions"."status" in ('active', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_start_key" ON "subscriptions" USING btree ("guest_id","start_key");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_running_key" ON "subscriptions" USING btree ("guest_id","kind") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","current_period_end");
