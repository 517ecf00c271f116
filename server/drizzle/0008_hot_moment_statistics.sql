-- Likes and comments are skewed: a popular moment has thousands, most have a handful. With the
-- default statistics the planner expects ~5 rows for any moment, fetches a hot moment's likes by
-- primary key and sorts all of them (~240 ms for 25,000 likes) instead of reading the newest 50
-- from moment_likes_moment_created_idx. A larger sample keeps the hot moments in the
-- most-common-values list, so their real counts are known (ANALYZE after bulk loads).
ALTER TABLE "moment_likes" ALTER COLUMN "moment_id" SET STATISTICS 2000;--> statement-breakpoint
ALTER TABLE "moment_comments" ALTER COLUMN "moment_id" SET STATISTICS 2000;
