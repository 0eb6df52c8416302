-- The exam decides negative marking: 'none', 'fraction' (negative_mark_per_question of each question's
-- marks) or 'questionMarks' (each question's own negative_mark). Until now a question's own negative
-- mark above 0 replaced the exam's fraction; each existing exam gets the mode that scores as it was
-- scored: no question with its own mark -> 'fraction' (fraction above 0) or 'none'; questions with
-- their own mark and either no fraction or every question with its own mark -> 'questionMarks'.
-- An exam mixing both (a fraction, and only some questions with their own mark) cannot be reproduced
-- by one mode and keeps 'fraction', the setting its editor showed; its stored results stay as they are
-- until it is scored again. Nothing is re-scored here.
ALTER TABLE "exams" ADD COLUMN "negative_marking" text DEFAULT 'none' NOT NULL;
--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_negative_marking_check" CHECK ("negative_marking" IN ('none', 'fraction', 'questionMarks'));
--> statement-breakpoint
WITH marks AS (
	SELECT eq."exam_id",
		bool_or(q."negative_mark" > 0) AS "some_own",
		bool_and(q."negative_mark" > 0) AS "all_own"
	FROM "exam_questions" eq
	JOIN "questions" q ON q."id" = eq."question_id"
	GROUP BY eq."exam_id"
)
UPDATE "exams" e SET "negative_marking" = CASE
		WHEN m."some_own" AND (e."negative_mark_per_question" = 0 OR m."all_own") THEN 'questionMarks'
		WHEN e."negative_mark_per_question" > 0 THEN 'fraction'
		ELSE 'none'
	END,
	"negative_mark_per_question" = CASE
		WHEN m."some_own" AND (e."negative_mark_per_question" = 0 OR m."all_own") THEN 0
		ELSE e."negative_mark_per_question"
	END
FROM (SELECT e2."id", coalesce(marks."some_own", false) AS "some_own", coalesce(marks."all_own", false) AS "all_own"
	FROM "exams" e2 LEFT JOIN marks ON marks."exam_id" = e2."id") m
WHERE m."id" = e."id";
