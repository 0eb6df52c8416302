-- When a scheduled notice goes out; null for a notice sent at once. A scheduled notice with no
-- recipients yet is still waiting (its delivery sets them, once).
ALTER TABLE "notifications" ADD COLUMN "scheduled_for" timestamp with time zone;
CREATE INDEX "notifications_scheduled_waiting_idx" ON "notifications" ("scheduled_for")
  WHERE "type" = 'notice' AND "scheduled_for" IS NOT NULL AND "recipients" IS NULL;
