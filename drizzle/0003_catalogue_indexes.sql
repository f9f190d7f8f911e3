CREATE INDEX "actors_rank_idx" ON "actors" USING btree ("rank_points","id");--> statement-breakpoint
CREATE INDEX "actors_pinned_idx" ON "actors" USING btree ("pinned_count","id");--> statement-breakpoint
CREATE INDEX "actors_video_call_rank_idx" ON "actors" USING btree ("ranking_points_video_call","id");--> statement-breakpoint
CREATE INDEX "videos_discount_price_idx" ON "videos" USING btree ("price","id") WHERE "videos"."price" < "videos"."base_price";