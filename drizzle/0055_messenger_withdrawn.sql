-- §7 messenger content change: a performer may withdraw a message she sent; the row stays (ids,
-- unread counts and the channel's order keep their meaning), its text is emptied and it shows as withdrawn.
ALTER TABLE "messenger_messages" ADD COLUMN IF NOT EXISTS "withdrawn_at" timestamp with time zone;
