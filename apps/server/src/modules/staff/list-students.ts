import type { StudentListQuery, StudentPage } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { searchStudents } from './roster-repository';

/** A page of the roster, searched, filtered and sorted, with how many students match in all. */
export async function listStudents(
  ctx: Pick<AppContext, 'db'>,
  query: StudentListQuery,
): Promise<StudentPage> {
  const { rows, total } = await searchStudents(ctx.db, query);
  return {
    items: rows.map(({ id, createdAt, ...s }) => ({ _id: id, ...s, createdAt: createdAt.toISOString() })),
    total,
  };
}
