-- A second examiner's review of a written answer's marks: the first examiner's marks are kept beside
-- the marks that count, with who reviewed them and when.
ALTER TABLE "exam_answers" ADD COLUMN "first_marks" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "exam_answers" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "exam_answers" SET "first_marks" = "examiner_marks" WHERE "examiner_marks" IS NOT NULL;
