-- §4/§7 web push: the browser subscriptions of a guest, one row per device (the push service's
-- endpoint is unique: a browser profile has one per site). The keys are the browser's p256dh
-- public key and auth secret (RFC 8291), both base64url. `settings` holds this device's own
-- switches ({performerOnline, newMessage}); the guest's notification settings (§3) decide first.
-- The VAPID key pair is not here: it is one row of app_secrets ('web-push-vapid'), made on first use.
CREATE TABLE IF NOT EXISTS "push_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"guest_id" integer NOT NULL REFERENCES "guests"("id") ON DELETE CASCADE,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"expiration_time" timestamp with time zone,
	"device_label" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "push_subscriptions_endpoint_key" ON "push_subscriptions" ("endpoint");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_subscriptions_guest_idx" ON "push_subscriptions" ("guest_id");
