ALTER TABLE "actor_prices" ADD COLUMN "voice_call" integer DEFAULT 99 NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" DROP CONSTRAINT "chats_type_known";--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_type_known" CHECK ("chats"."type" in ('preview', 'free', 'live', 'voyeur', 'single', 'singlec2c', 'videocall', 'voice'));--> statement-breakpoint
DROP INDEX "chats_actor_private_key";--> statement-breakpoint
CREATE UNIQUE INDEX "chats_actor_private_key" ON "chats" USING btree ("actor_id") WHERE "chats"."status" <> 'ended' and "chats"."type" in ('single', 'singlec2c', 'videocall', 'voice');--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "preview_seconds" integer;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_preview_seconds_only_preview" CHECK (("chats"."preview_seconds" is not null) = ("chats"."type" = 'preview') and coalesce("chats"."preview_seconds", 1) > 0);
