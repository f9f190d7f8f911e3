-- Orders a performer's online switches (actorOnline / actorOffline carry it, and so does the presence
-- snapshot a page asks for after its WebSocket session is acknowledged): the page applies only newer.
ALTER TABLE "actors" ADD COLUMN "presence_version" integer DEFAULT 0 NOT NULL;
