-- The scoreboard reads a student's published results newest first, a page at a time (keyset on start
-- time then id): this index serves both the page and the cursor lookup without touching other rows.
CREATE INDEX "exam_attempts_scoreboard_idx" ON "exam_attempts" USING btree ("student_id","started_at" DESC,"id" DESC) WHERE "published_at" IS NOT NULL;
