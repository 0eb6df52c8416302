-- Staff notices keep who sent them, to whom (groups, a course or a student) and how many students got
-- them, for the console's history of sent notices. Older notices have none of these (unknown sender).
ALTER TABLE "notifications" ADD COLUMN "sender_id" uuid;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "audience" jsonb;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "recipients" integer;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sender_id_staff_id_fk" FOREIGN KEY ("sender_id") REFERENCES "staff"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "notifications_notices_newest_idx" ON "notifications" USING btree ("created_at" DESC NULLS LAST, "id") WHERE "type" = 'notice';
