-- An exam made as a copy of another, and the request key of the copy: the same duplicate sent twice makes one copy.
ALTER TABLE "exams" ADD COLUMN "duplicated_from" uuid REFERENCES "exams"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "duplicate_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "exams_duplicate_key_idx" ON "exams" USING btree ("duplicated_from","duplicate_key");
