-- A Q&A course (type qna) granted item by item to groups that take another course becomes the Q&A switch
-- of that course: its questions move to the same-named subject and chapter of the served course, the
-- served course's forum is switched on (for the subjects the Q&A course had), mentors keep their subjects,
-- and the Q&A course goes. A Q&A course whose every question, group and subject cannot be placed so,
-- or that has fees, stays as it is: nothing is lost.
CREATE TEMP TABLE "qa_subject_map" ON COMMIT DROP AS
	SELECT DISTINCT q."id" AS "from_course", qs."id" AS "from_subject", ss."id" AS "to_subject", ss."course_id" AS "to_course"
	FROM "courses" q
	JOIN "subjects" qs ON qs."course_id" = q."id"
	JOIN "subjects" ss ON lower(ss."name") = lower(qs."name") AND ss."course_id" IN (
		SELECT gc."course_id" FROM "group_items" gi
		JOIN "content_items" ci ON ci."id" = gi."item_id"
		JOIN "group_courses" gc ON gc."group_id" = gi."group_id"
		WHERE ci."course_id" = q."id")
	WHERE q."type" = 'qna';--> statement-breakpoint
DELETE FROM "qa_subject_map" m WHERE (SELECT count(*) FROM "qa_subject_map" o WHERE o."from_subject" = m."from_subject") > 1;--> statement-breakpoint
CREATE TEMP TABLE "qa_chapter_map" ON COMMIT DROP AS
	SELECT m."from_course", qc."id" AS "from_chapter", sc."id" AS "to_chapter", m."to_subject", m."to_course"
	FROM "qa_subject_map" m
	JOIN "content_items" qc ON qc."subject_id" = m."from_subject" AND qc."kind" = 'chapter'
	JOIN "content_items" sc ON sc."subject_id" = m."to_subject" AND sc."kind" = 'chapter' AND lower(sc."name") = lower(qc."name");--> statement-breakpoint
DELETE FROM "qa_chapter_map" m WHERE (SELECT count(*) FROM "qa_chapter_map" o WHERE o."from_chapter" = m."from_chapter") > 1;--> statement-breakpoint
CREATE TEMP TABLE "qa_movable" ON COMMIT DROP AS
	SELECT q."id" FROM "courses" q
	WHERE q."type" = 'qna'
		AND EXISTS (SELECT 1 FROM "qa_subject_map" m WHERE m."from_course" = q."id")
		AND NOT EXISTS (SELECT 1 FROM "subjects" s WHERE s."course_id" = q."id"
			AND s."id" NOT IN (SELECT "from_subject" FROM "qa_subject_map"))
		AND NOT EXISTS (SELECT 1 FROM "qa_questions" x WHERE x."course_id" = q."id"
			AND x."chapter_id" NOT IN (SELECT "from_chapter" FROM "qa_chapter_map"))
		AND NOT EXISTS (SELECT 1 FROM "group_items" gi JOIN "content_items" ci ON ci."id" = gi."item_id"
			WHERE ci."course_id" = q."id" AND NOT EXISTS (SELECT 1 FROM "group_courses" gc
				JOIN "qa_subject_map" m ON m."to_course" = gc."course_id" AND m."from_course" = q."id"
				WHERE gc."group_id" = gi."group_id"))
		AND NOT EXISTS (SELECT 1 FROM "fee_plans" f WHERE f."course_id" = q."id")
		AND NOT EXISTS (SELECT 1 FROM "fee_enrolments" f WHERE f."course_id" = q."id")
		AND NOT EXISTS (SELECT 1 FROM "fee_dues" f WHERE f."course_id" = q."id")
		AND NOT EXISTS (SELECT 1 FROM "fee_payments" f WHERE f."course_id" = q."id");--> statement-breakpoint
UPDATE "qa_questions" x SET "course_id" = c."to_course", "subject_id" = c."to_subject", "chapter_id" = c."to_chapter"
	FROM "qa_chapter_map" c
	WHERE c."from_chapter" = x."chapter_id" AND c."from_course" IN (SELECT "id" FROM "qa_movable");--> statement-breakpoint
INSERT INTO "qa_mentor_subjects" ("staff_id", "subject_id")
	SELECT DISTINCT ms."staff_id", m."to_subject" FROM "qa_mentor_subjects" ms
	JOIN "qa_subject_map" m ON m."from_subject" = ms."subject_id"
	WHERE m."from_course" IN (SELECT "id" FROM "qa_movable")
	ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "subjects" s SET "qa" = false
	WHERE s."course_id" IN (SELECT m."to_course" FROM "qa_subject_map" m WHERE m."from_course" IN (SELECT "id" FROM "qa_movable"))
		AND s."id" NOT IN (SELECT m."to_subject" FROM "qa_subject_map" m WHERE m."from_course" IN (SELECT "id" FROM "qa_movable"))
		AND NOT (SELECT c."qa" OR c."type" = 'qna' FROM "courses" c WHERE c."id" = s."course_id");--> statement-breakpoint
UPDATE "courses" SET "qa" = true
	WHERE "id" IN (SELECT m."to_course" FROM "qa_subject_map" m WHERE m."from_course" IN (SELECT "id" FROM "qa_movable"));--> statement-breakpoint
DELETE FROM "courses" WHERE "id" IN (SELECT "id" FROM "qa_movable");
