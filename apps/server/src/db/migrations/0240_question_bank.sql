-- Question bank: chapter, difficulty and negative marks per question; versions of questions used in
-- exams whose results are published; the text search reads (lower-cased title and options, kept by the
-- server); indexes for the bank's filters over tens of thousands of rows.
ALTER TABLE "questions" ADD COLUMN "chapter" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "difficulty" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "negative_mark" numeric(8, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "version_of" uuid;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "questions" SET "search_text" = lower("title" || ' ' || array_to_string("options", ' '));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP INDEX IF EXISTS "questions_created_idx";--> statement-breakpoint
CREATE INDEX "questions_bank_created_idx" ON "questions" USING btree ("created_at" DESC, "id" DESC) WHERE "version_of" IS NULL;--> statement-breakpoint
CREATE INDEX "questions_bank_type_idx" ON "questions" USING btree ("type", "created_at" DESC) WHERE "version_of" IS NULL;--> statement-breakpoint
CREATE INDEX "questions_bank_chapter_idx" ON "questions" USING btree ("subject_id", "chapter") WHERE "version_of" IS NULL;--> statement-breakpoint
CREATE INDEX "questions_bank_difficulty_idx" ON "questions" USING btree ("difficulty") WHERE "version_of" IS NULL;--> statement-breakpoint
CREATE INDEX "questions_tags_idx" ON "questions" USING gin ("tags") WHERE "version_of" IS NULL;--> statement-breakpoint
CREATE INDEX "questions_version_of_idx" ON "questions" USING btree ("version_of", "version") WHERE "version_of" IS NOT NULL;
