-- Set codes: an exam may come in 2 to 4 sets (0: none); an attempt's set is in its seed.
ALTER TABLE "exams" ADD COLUMN "set_count" smallint NOT NULL DEFAULT 0;
