-- When each attempt last had an answer saved, for the exam-day monitor. Kept apart from exam_attempts:
-- answer writes share-lock the attempt row, and updating it once a second for every active student
-- would make those writes wait (and deadlock with them). Each node records saves in memory and writes
-- them here in one statement per second.
CREATE TABLE "exam_attempt_activity" (
	"attempt_id" uuid PRIMARY KEY NOT NULL REFERENCES "exam_attempts"("id") ON DELETE CASCADE,
	"last_saved_at" timestamp with time zone NOT NULL
);
