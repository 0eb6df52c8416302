-- Guardians: a guardian signs in with the number students list as their contact, and holds sessions
-- of the kind 'guardian'. Children are found by students.contact, so an index serves that look-up.
CREATE TABLE "guardians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "guardians_phone_key" ON "guardians" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "students_contact_idx" ON "students" USING btree ("contact") WHERE "contact" <> '';
