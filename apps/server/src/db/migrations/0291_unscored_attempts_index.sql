-- A submit is answered once the attempt is marked submitted; its scoring follows a moment later. The
-- attempts between the two (submitted, not scored yet) are found through this index: by whatever reads
-- scores (it scores them first) and by the periodic sweep that scores what a stopped node left.
CREATE INDEX IF NOT EXISTS "exam_attempts_unscored_idx" ON "exam_attempts" ("exam_id", "submitted_at")
  WHERE "submitted_at" IS NOT NULL AND "scored_at" IS NULL;
