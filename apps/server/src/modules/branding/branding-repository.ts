import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { institute } from '../../db/schema';

/** The stored branding row. */
export type BrandingRow = typeof institute.$inferSelect;

/** The branding staff saved, or undefined when they never did. */
export async function findBrandingRow(db: Queryable): Promise<BrandingRow | undefined> {
  const [row] = await db.select().from(institute).where(eq(institute.id, 'default'));
  return row;
}

/** Writes the one branding row, creating it the first time. */
export async function saveBrandingRow(
  db: Queryable,
  values: Omit<typeof institute.$inferInsert, 'id'>,
): Promise<void> {
  await db
    .insert(institute)
    .values({ id: 'default', ...values })
    .onConflictDoUpdate({ target: institute.id, set: values });
}
