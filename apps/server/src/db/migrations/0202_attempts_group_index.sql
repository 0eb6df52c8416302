-- A query by exam and student must always take the unique (exam_id, student_id) index. With the group
-- index led by exam_id, a plan made while an exam's attempts were still few (or before statistics
-- caught up) could take it instead and filter every attempt of the exam by student: the start burst's
-- lookups grew slower with every student who started. Led by group_id, it serves only what it is for.
DROP INDEX IF EXISTS "exam_attempts_group_idx";
CREATE INDEX "exam_attempts_group_exam_idx" ON "exam_attempts" USING btree ("group_id","exam_id");
