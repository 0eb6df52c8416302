-- A key corrected after an exam was sat belongs to that exam: the bank question (possibly used by other
-- exams, and versioned on edit) keeps its key. Null: the exam scores with the bank question's key.
ALTER TABLE "exam_questions" ADD COLUMN "answer_key" text[];
