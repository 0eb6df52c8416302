-- Question pools: an exam's pool sections (each draws `count` of its candidates per attempt), the
-- candidates kept in exam_questions with their section's number, and each attempt's drawn questions.
ALTER TABLE "exams" ADD COLUMN "pools" jsonb NOT NULL DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD COLUMN "pool" smallint;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "drawn_question_ids" uuid[];
