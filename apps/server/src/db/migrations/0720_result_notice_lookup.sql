-- Result notifications of one exam, found when its results are unpublished (to say "withdrawn") without
-- reading every notification the institute ever sent: only the exam ones, keyed by the exam's id.
CREATE INDEX IF NOT EXISTS "notifications_exam_idx" ON "notifications" (("info"->>'id'))
	WHERE "type" = 'notification' AND "info"->>'on' = 'exam';
