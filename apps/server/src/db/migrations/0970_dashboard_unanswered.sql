-- The home page counts the questions still waiting for a Teacher reply, by subject and age.
CREATE INDEX IF NOT EXISTS "qa_questions_unanswered_idx" ON "qa_questions" USING btree ("subject_id","created_at") WHERE "teacher_replies_count" = 0;
