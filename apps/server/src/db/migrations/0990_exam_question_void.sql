-- A question voided after an exam was sat: 'fullMarks' gives every attempt its marks, 'dropped' takes it
-- out of the total. Null: scored as usual.
ALTER TABLE "exam_questions" ADD COLUMN "void_kind" text CHECK ("void_kind" IN ('fullMarks', 'dropped'));
