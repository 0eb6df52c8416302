-- Answers earning part of their marks (an MCA partly right, a written answer given part marks), stored
-- by scoring beside correct, incorrect, skipped and pending so that the five add up to the questions
-- sat. An attempt of a plain exam scored before this gets the count its other figures leave (every
-- question of the exam is sat); one of a segmented exam stays null until it is scored again.
ALTER TABLE "exam_attempts" ADD COLUMN "partly_correct" integer;
--> statement-breakpoint
UPDATE "exam_attempts" a SET "partly_correct" = greatest(0,
		(SELECT count(*) FROM "exam_questions" eq WHERE eq."exam_id" = a."exam_id")
		- a."correct" - a."incorrect" - a."skipped" - coalesce(a."pending", 0))
	FROM "exams" e
	WHERE e."id" = a."exam_id" AND NOT e."is_segmented" AND a."scored_at" IS NOT NULL AND a."correct" IS NOT NULL;
