CREATE TABLE "messenger_channels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messenger_channels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"guest_unread" integer DEFAULT 0 NOT NULL,
	"actor_unread" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"blocked_by" text,
	"last_message_id" integer,
	"last_message_at" timestamp with time zone,
	"subject" text DEFAULT '' NOT NULL,
	"guest_viewed_at" timestamp with time zone,
	"actor_viewed_at" timestamp with time zone,
	"free_messages_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messenger_channels_unread_not_negative" CHECK ("messenger_channels"."guest_unread" >= 0 and "messenger_channels"."actor_unread" >= 0),
	CONSTRAINT "messenger_channels_blocked_by_known" CHECK ("messenger_channels"."blocked_by" is null or "messenger_channels"."blocked_by" in ('guest', 'actor'))
);
--> statement-breakpoint
CREATE TABLE "messenger_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messenger_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel_id" integer NOT NULL,
	"sender_type" text NOT NULL,
	"message_type" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"included_gifts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"media_kind" text,
	"media_item_id" integer,
	"price" integer DEFAULT 0 NOT NULL,
	"client_message_id" text NOT NULL,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messenger_messages_sender_known" CHECK ("messenger_messages"."sender_type" in ('guest', 'actor')),
	CONSTRAINT "messenger_messages_type_known" CHECK ("messenger_messages"."message_type" in ('text', 'gift', 'toy', 'media', 'system')),
	CONSTRAINT "messenger_messages_price_not_negative" CHECK ("messenger_messages"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "actor_messenger_settings" (
	"actor_id" integer PRIMARY KEY NOT NULL,
	"message_price" integer NOT NULL,
	"free_messages" integer DEFAULT 0 NOT NULL,
	"is_messaging_free" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "actor_messenger_settings_not_negative" CHECK ("actor_messenger_settings"."message_price" >= 0 and "actor_messenger_settings"."free_messages" >= 0)
);
--> statement-breakpoint
CREATE TABLE "messenger_gifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messenger_gifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"emoji" text NOT NULL,
	"price" integer NOT NULL,
	"vip" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"category_id" integer DEFAULT 1 NOT NULL,
	"duration" integer,
	"random" boolean DEFAULT false NOT NULL,
	"translations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "messenger_gifts_kind_known" CHECK ("messenger_gifts"."kind" in ('gift', 'toy')),
	CONSTRAINT "messenger_gifts_price_not_negative" CHECK ("messenger_gifts"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "guest_gift_stock" (
	"guest_id" integer NOT NULL,
	"gift_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "guest_gift_stock_guest_id_gift_id_pk" PRIMARY KEY("guest_id","gift_id"),
	CONSTRAINT "guest_gift_stock_not_negative" CHECK ("guest_gift_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "messenger_media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messenger_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messenger_media_item_type_known" CHECK ("messenger_media"."item_type" in ('album', 'video'))
);
--> statement-breakpoint
ALTER TABLE "messenger_channels" ADD CONSTRAINT "messenger_channels_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_channels" ADD CONSTRAINT "messenger_channels_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_messages" ADD CONSTRAINT "messenger_messages_channel_id_messenger_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."messenger_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actor_messenger_settings" ADD CONSTRAINT "actor_messenger_settings_actor_id_actors_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."actors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_gift_stock" ADD CONSTRAINT "guest_gift_stock_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_gift_stock" ADD CONSTRAINT "guest_gift_stock_gift_id_messenger_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."messenger_gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_media" ADD CONSTRAINT "messenger_media_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messenger_media" ADD CONSTRAINT "messenger_media_message_id_messenger_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messenger_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_channels_actor_guest_key" ON "messenger_channels" USING btree ("actor_id","guest_id");--> statement-breakpoint
CREATE INDEX "messenger_channels_guest_idx" ON "messenger_channels" USING btree ("guest_id","last_message_at");--> statement-breakpoint
CREATE INDEX "messenger_channels_actor_idx" ON "messenger_channels" USING btree ("actor_id","last_message_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_messages_client_key" ON "messenger_messages" USING btree ("channel_id","sender_type","client_message_id");--> statement-breakpoint
CREATE INDEX "messenger_messages_channel_idx" ON "messenger_messages" USING btree ("channel_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_gifts_slug_key" ON "messenger_gifts" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "messenger_media_guest_item_key" ON "messenger_media" USING btree ("guest_id","item_type","item_id");--> statement-breakpoint
-- The gift and toy-control catalogue (§3 Messenger gift, Toy control): neutral gifts only.
INSERT INTO "messenger_gifts" ("kind", "slug", "name", "emoji", "price", "vip", "category_id", "duration", "random", "translations", "sort") VALUES
('gift', 'rose', 'Rose', '🌹', 199, false, 1, NULL, false, '[{"language": "en", "name": "name", "value": "Rose"}, {"language": "de", "name": "name", "value": "Rose"}, {"language": "es", "name": "name", "value": "Rosa"}, {"language": "nl", "name": "name", "value": "Roos"}]'::jsonb, 1),
('gift', 'coffee', 'Coffee', '☕', 249, false, 1, NULL, false, '[{"language": "en", "name": "name", "value": "Coffee"}, {"language": "de", "name": "name", "value": "Kaffee"}, {"language": "es", "name": "name", "value": "Café"}, {"language": "nl", "name": "name", "value": "Koffie"}]'::jsonb, 2),
('gift', 'star', 'Star', '⭐', 299, false, 1, NULL, false, '[{"language": "en", "name": "name", "value": "Star"}, {"language": "de", "name": "name", "value": "Stern"}, {"language": "es", "name": "name", "value": "Estrella"}, {"language": "nl", "name": "name", "value": "Ster"}]'::jsonb, 3),
('gift', 'heart-balloon', 'Heart balloon', '🎈', 399, false, 1, NULL, false, '[{"language": "en", "name": "name", "value": "Heart balloon"}, {"language": "de", "name": "name", "value": "Herzballon"}, {"language": "es", "name": "name", "value": "Globo de corazón"}, {"language": "nl", "name": "name", "value": "Hartjesballon"}]'::jsonb, 4),
('gift', 'chocolates', 'Chocolates', '🍫', 499, false, 2, NULL, false, '[{"language": "en", "name": "name", "value": "Chocolates"}, {"language": "de", "name": "name", "value": "Pralinen"}, {"language": "es", "name": "name", "value": "Bombones"}, {"language": "nl", "name": "name", "value": "Bonbons"}]'::jsonb, 5),
('gift', 'teddy-bear', 'Teddy bear', '🧸', 799, false, 2, NULL, false, '[{"language": "en", "name": "name", "value": "Teddy bear"}, {"language": "de", "name": "name", "value": "Teddybär"}, {"language": "es", "name": "name", "value": "Osito de peluche"}, {"language": "nl", "name": "name", "value": "Teddybeer"}]'::jsonb, 6),
('gift', 'cupcake', 'Cupcake', '🧁', 149, false, 1, NULL, false, '[{"language": "en", "name": "name", "value": "Cupcake"}, {"language": "de", "name": "name", "value": "Cupcake"}, {"language": "es", "name": "name", "value": "Magdalena"}, {"language": "nl", "name": "name", "value": "Cupcake"}]'::jsonb, 7),
('gift', 'crown', 'Crown', '👑', 999, true, 2, NULL, false, '[{"language": "en", "name": "name", "value": "Crown"}, {"language": "de", "name": "name", "value": "Krone"}, {"language": "es", "name": "name", "value": "Corona"}, {"language": "nl", "name": "name", "value": "Kroon"}]'::jsonb, 8),
('toy', 'toy-pulse', 'Short pulse', '〰', 149, false, 3, 5, false, '[{"language": "en", "name": "name", "value": "Short pulse"}, {"language": "de", "name": "name", "value": "Kurzer Impuls"}, {"language": "es", "name": "name", "value": "Pulso corto"}, {"language": "nl", "name": "name", "value": "Korte puls"}]'::jsonb, 9),
('toy', 'toy-wave', 'Wave', '🌊', 299, false, 3, 15, false, '[{"language": "en", "name": "name", "value": "Wave"}, {"language": "de", "name": "name", "value": "Welle"}, {"language": "es", "name": "name", "value": "Ola"}, {"language": "nl", "name": "name", "value": "Golf"}]'::jsonb, 10),
('toy', 'toy-random', 'Surprise', '🎲', 199, false, 3, 10, true, '[{"language": "en", "name": "name", "value": "Surprise"}, {"language": "de", "name": "name", "value": "Überraschung"}, {"language": "es", "name": "name", "value": "Sorpresa"}, {"language": "nl", "name": "name", "value": "Verrassing"}]'::jsonb, 11);
