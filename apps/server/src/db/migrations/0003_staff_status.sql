-- A deactivated staff account keeps its history but cannot sign in.
ALTER TABLE staff ADD COLUMN IF NOT EXISTS active boolean NOT NULL DEFAULT true;
