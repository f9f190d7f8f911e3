CREATE TABLE "top_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "top_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"flow" text NOT NULL,
	"paytype" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"status" text NOT NULL,
	"decline_reason" text,
	"card_last4" text,
	"descriptor" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "top_ups_amount_positive" CHECK ("top_ups"."amount" > 0),
	CONSTRAINT "top_ups_status_known" CHECK ("top_ups"."status" in ('pending', 'requires_confirmation', 'succeeded', 'declined', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"card_last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "top_ups_guest_idem_key" ON "top_ups" USING btree ("guest_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "top_ups_guest_idx" ON "top_ups" USING btree ("guest_id","id");--> statement-breakpoint
CREATE INDEX "top_ups_pending_idx" ON "top_ups" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_reference_key" ON "sandbox_charges" USING btree ("reference");
