-- Paper attempts: an accepted OMR sheet becomes an attempt of its exam beside the online ones. A
-- student may have one online and one paper attempt of an exam (the results count one of them), so
-- the one-attempt-per-student key takes the source in. A sheet becomes at most one attempt; an attempt
-- removed (its student deleted) leaves its sheet to be accepted again.
ALTER TABLE "exam_attempts" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_source_check" CHECK ("source" IN ('online', 'paper'));--> statement-breakpoint
DROP INDEX "exam_attempts_exam_student_key";--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_exam_student_key" ON "exam_attempts" USING btree ("exam_id","student_id","source");--> statement-breakpoint
CREATE UNIQUE INDEX "omr_sheets_attempt_key" ON "omr_sheets" USING btree ("attempt_id");--> statement-breakpoint
ALTER TABLE "omr_sheets" ADD CONSTRAINT "omr_sheets_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "exam_attempts"("id") ON DELETE set null ON UPDATE no action;
