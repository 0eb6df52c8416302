-- Minutes staff added to an attempt on exam day, kept apart from the deadline so that a later change
-- of the group's schedule recomputes the deadline from the schedule and adds them again.
ALTER TABLE "exam_attempts" ADD COLUMN "extra_minutes" integer DEFAULT 0 NOT NULL;
