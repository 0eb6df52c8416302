-- The audit log names what each write was done to: the kind and id of its record (from the route's path),
-- and every record id it touched (that id and the students a group change listed), searched by the
-- log's "target" filter. Entries written before this keep the ids their path carried.
ALTER TABLE "audit_log" ADD COLUMN IF NOT EXISTS "target_kind" text;
ALTER TABLE "audit_log" ADD COLUMN IF NOT EXISTS "target_id" text;
ALTER TABLE "audit_log" ADD COLUMN IF NOT EXISTS "target_ids" text[] DEFAULT '{}'::text[] NOT NULL;
UPDATE "audit_log" SET "target_ids" = ARRAY(
	SELECT (regexp_matches("path", '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}', 'gi'))[1]
) WHERE "target_ids" = '{}'::text[];
CREATE INDEX IF NOT EXISTS "audit_log_target_ids_idx" ON "audit_log" USING gin ("target_ids");
CREATE INDEX IF NOT EXISTS "audit_log_action_idx" ON "audit_log" ("action", "created_at");
