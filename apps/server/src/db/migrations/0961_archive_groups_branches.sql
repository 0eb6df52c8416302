-- Archiving is not deleting: an archived group or branch leaves the lists staff pick from, while its
-- members, results, receipts and audit entries keep it (and its name). Null while in use.
ALTER TABLE "groups" ADD COLUMN "archived_at" timestamp with time zone;
ALTER TABLE "branches" ADD COLUMN "archived_at" timestamp with time zone;
