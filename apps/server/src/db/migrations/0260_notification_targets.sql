-- Notification targets as the original student client opens them: a published result is `on: 'exam'`
-- (with its `examResultId`), a question-solve item is `on: 'questionSolve'`. The table is made by a
-- later-numbered file: on a new database there is nothing to rewrite yet.
DO $$
BEGIN
  IF to_regclass('notifications') IS NOT NULL THEN
    UPDATE notifications SET info = jsonb_set(info, '{on}', '"exam"') WHERE info->>'on' = 'result';
    UPDATE notifications SET info = jsonb_set(info, '{on}', '"questionSolve"') WHERE info->>'on' = 'question-solve';
  END IF;
END $$;
