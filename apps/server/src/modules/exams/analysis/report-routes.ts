import { examReportRoutes } from '@lms/domain/contract';
import type { FastifyReply } from 'fastify';
import { implement } from '../../../plugins/route-registrar';
import { exportAbsentees } from './export-absentees';
import { exportResponseGrid } from './export-response-grid';
import { getCourseTrend } from './get-course-trend';
import { getResponseGrid } from './get-response-grid';
import { listAbsentees } from './list-absentees';
import { listTrendCourses } from './list-trend-courses';

const sendFile = (reply: FastifyReply, file: { type: string; name: string; body: unknown }) =>
  reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .send(file.body);

/** The exam controller's reports: the response grid and its export, the absentees, a course's trend. */
export const examReportsModule = implement(examReportRoutes, {
  responseGrid: async ({ ctx, params, query }) => getResponseGrid(ctx, params.examId, query),
  responseGridExport: async ({ ctx, params, query, reply }) =>
    sendFile(reply, await exportResponseGrid(ctx, params.examId, query)),
  absentees: async ({ ctx, params, query }) => listAbsentees(ctx, params.examId, query),
  absenteesExport: async ({ ctx, params, query, reply }) =>
    sendFile(reply, await exportAbsentees(ctx, params.examId, query)),
  courseTrend: async ({ ctx, params }) => getCourseTrend(ctx, params.courseId),
  trendCourses: async ({ ctx }) => listTrendCourses(ctx),
});
