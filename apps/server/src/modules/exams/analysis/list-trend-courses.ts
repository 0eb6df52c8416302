import type { TrendCourseView } from '@lms/domain/contract';
import type { AppContext } from '../../../context';
import { trendCourseRows } from './report-repository';

/** The courses whose exam trend the results' viewers may read (every course), by name. */
export function listTrendCourses(ctx: AppContext): Promise<TrendCourseView[]> {
  return trendCourseRows(ctx);
}
