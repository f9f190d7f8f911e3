CREATE TABLE "purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"source" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"voucher_type" smallint,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_item_type_known" CHECK ("purchases"."item_type" in ('video', 'album')),
	CONSTRAINT "purchases_source_known" CHECK ("purchases"."source" in ('money', 'voucher', 'gift')),
	CONSTRAINT "purchases_price_not_negative" CHECK ("purchases"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_guest_item_key" ON "purchases" USING btree ("guest_id","item_type","item_id");--> statement-breakpoint
CREATE INDEX "purchases_guest_created_idx" ON "purchases" USING btree ("guest_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_item_idx" ON "purchases" USING btree ("item_type","item_id");
