import type { SqlRunner } from '../../src/db/client';

/** Which tables were written since the last look. */
export interface WriteWatch {
  /** The tables written since the last call (one entry per row written), forgetting them. */
  take(): Promise<string[]>;
}

/**
 * Notes every row inserted, updated or deleted in any table of the current schema, by a trigger on
 * each table, so a test can tell whether a call wrote anything. Install it after the setup writes.
 */
export async function watchWrites(runner: SqlRunner): Promise<WriteWatch> {
  await runner.exec(`
    CREATE TABLE test_written (table_name text NOT NULL);
    CREATE FUNCTION test_note_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO test_written VALUES (TG_TABLE_NAME);
      RETURN NULL;
    END $$;
    DO $$
    DECLARE name text;
    BEGIN
      FOR name IN
        SELECT tablename FROM pg_tables
        WHERE schemaname = current_schema() AND tablename NOT IN ('test_written', 'schema_migrations')
      LOOP
        EXECUTE format(
          'CREATE TRIGGER test_note_write AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION test_note_write()',
          name
        );
      END LOOP;
    END $$;
  `);
  return {
    async take() {
      const rows = await runner.query<{ table_name: string }>(
        'DELETE FROM test_written RETURNING table_name',
      );
      return rows.map((row) => row.table_name);
    },
  };
}
