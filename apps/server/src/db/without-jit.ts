import { sql } from 'drizzle-orm';
import type { Queryable } from './client';

/**
 * Inside a transaction: PostgreSQL runs the rest of it without compiling statements to machine code
 * (JIT). The planner compiles a statement whose estimated cost passes a threshold, and the set-based
 * statements over an exam's 20,000 results pass it: the merit list's statement spent ~0.8 s of its
 * 1.3 s compiling (past 500,000 the optimising and inlining passes run) against ~0.5 s of work
 * without. A statement's estimate grows with the table's dead rows, so one could cross that line
 * between a publish and the next. PGlite has no JIT; the setting is accepted there and changes nothing.
 */
export async function withoutJit(tx: Queryable): Promise<void> {
  await tx.execute(sql`SET LOCAL jit = off`);
}
