-- How an exam's paper is delivered and what its result shows (questions per page, navigation, result contents and timing, feedback bands); null keeps what exams always did.
ALTER TABLE "exams" ADD COLUMN "delivery" jsonb;
