CREATE TABLE "incentive_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "incentive_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer,
	"incentive_type" text NOT NULL,
	"result" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incentive_results_type_known" CHECK ("incentive_results"."incentive_type" in ('signup', 'firstTopUp', 'refill', 'vip', 'vipEnding')),
	CONSTRAINT "incentive_results_result_known" CHECK ("incentive_results"."result" in ('accepted', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "incentive_results" ADD CONSTRAINT "incentive_results_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incentive_results_guest_idx" ON "incentive_results" USING btree ("guest_id","closed_at");--> statement-breakpoint
CREATE TABLE "incentive_snoozes" (
	"guest_id" integer NOT NULL,
	"incentive_type" text NOT NULL,
	"snoozed_until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "incentive_snoozes_guest_id_incentive_type_pk" PRIMARY KEY("guest_id","incentive_type"),
	CONSTRAINT "incentive_snoozes_type_known" CHECK ("incentive_snoozes"."incentive_type" in ('signup', 'firstTopUp', 'refill', 'vip', 'vipEnding')),
	CONSTRAINT "incentive_snoozes_reason_known" CHECK ("incentive_snoozes"."reason" in ('hidden', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "incentive_snoozes" ADD CONSTRAINT "incentive_snoozes_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;
