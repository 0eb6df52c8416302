-- An attempt's row is written several times in its life: started, submitted, scored, published, ranked,
-- and again by a re-score or a ranking after a late result. Room kept free on each page lets an update
-- that changes no indexed column (the marks, the merit figures) put the new version on the same page
-- (a HOT update) instead of adding an entry to each of the table's indexes. Pages written from now on
-- keep it; older ones as they are rewritten.
ALTER TABLE "exam_attempts" SET (fillfactor = 80);
