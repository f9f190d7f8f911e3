ALTER TABLE "chats" ADD COLUMN "toy_used" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messenger_messages" ADD COLUMN "chat_id" integer;--> statement-breakpoint
ALTER TABLE "messenger_messages" ADD COLUMN "is_videochat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messenger_messages" ADD COLUMN "is_freechat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messenger_messages" ADD CONSTRAINT "messenger_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messenger_messages_chat_idx" ON "messenger_messages" USING btree ("chat_id") WHERE "messenger_messages"."chat_id" is not null;--> statement-breakpoint
CREATE TABLE "chat_exit_surveys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_exit_surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chat_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"rating" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_exit_surveys_rating_known" CHECK ("chat_exit_surveys"."rating" in ('BAD', 'GREAT'))
);
--> statement-breakpoint
ALTER TABLE "chat_exit_surveys" ADD CONSTRAINT "chat_exit_surveys_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_exit_surveys" ADD CONSTRAINT "chat_exit_surveys_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_exit_surveys_chat_key" ON "chat_exit_surveys" USING btree ("chat_id");
