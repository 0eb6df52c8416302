import { examReportRoutes as reports, staffRoutes } from '@lms/domain/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { downloadFile } from '../../../lib/download-file';

/** The filters of the exam reports. */
export interface ReportFilter {
  groupId?: string;
  branchId?: string;
}

/** The institute's branches (archived ones too: past results name them), for the branch filter. */
export function useBranches() {
  return useQuery({
    queryKey: ['results', 'branches'],
    queryFn: async () => (await callApi(staffRoutes.listBranches, { query: { include: 'all' } })).data,
  });
}

/** A page of an exam's response grid. */
export function useResponseGrid(examId: string, query: ReportFilter & { limit: number; offset: number }) {
  return useQuery({
    queryKey: ['results', 'grid', examId, query],
    queryFn: async () => (await callApi(reports.responseGrid, { params: { examId }, query })).data,
    placeholderData: keepPreviousData,
  });
}

/** The students assigned the exam who never started it. */
export function useAbsentees(examId: string, query: ReportFilter) {
  return useQuery({
    queryKey: ['results', 'absentees', examId, query],
    queryFn: async () => (await callApi(reports.absentees, { params: { examId }, query })).data,
  });
}

const fileTitle = (title: string) => title.replace(/[^\w-]+/g, '-').slice(0, 60);

/** Saves the whole response grid as .xlsx. */
export function downloadResponseGrid(examId: string, title: string, query: ReportFilter): Promise<void> {
  return downloadFile(
    reports.responseGridExport,
    { params: { examId }, query },
    `responses-${fileTitle(title)}.xlsx`,
  );
}

/** Saves the absentees as .xlsx or CSV. */
export function downloadAbsentees(
  examId: string,
  title: string,
  query: ReportFilter,
  format: 'xlsx' | 'csv',
): Promise<void> {
  return downloadFile(
    reports.absenteesExport,
    { params: { examId }, query: { ...query, format } },
    `absentees-${fileTitle(title)}.${format}`,
  );
}

/** The courses whose exam trend can be read. */
export function useTrendCourses() {
  return useQuery({
    queryKey: ['results', 'trend-courses'],
    queryFn: async () => (await callApi(reports.trendCourses, {})).data,
  });
}

/** The mean of each of a course's published exams, overall and per branch, by date. */
export function useCourseTrend(courseId: string | undefined) {
  return useQuery({
    queryKey: ['results', 'trend', courseId],
    queryFn: async () => (await callApi(reports.courseTrend, { params: { courseId: courseId! } })).data,
    enabled: Boolean(courseId),
  });
}
