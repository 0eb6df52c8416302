-- The published-results index keeps the student beside the exam. Keyed by the exam alone, it was the
-- planner's choice for a student's scoreboard whenever the statistics still said no result was published
-- (a fresh database's first results day, and while a publish's transaction was writing its rows): the
-- exam's every published row then read, with a visit to the table for each, for every student (8 ms a
-- student at 20,000 results). With the student in the key, the same plan compares inside the index and
-- visits one row. Looking up an exam's published results is served as before by the leading exam id.
DROP INDEX IF EXISTS "exam_attempts_published_idx";
CREATE INDEX "exam_attempts_published_idx" ON "exam_attempts" USING btree ("exam_id", "student_id") WHERE "published_at" IS NOT NULL;
