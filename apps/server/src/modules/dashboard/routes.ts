import { dashboardRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { getDashboard } from './get-dashboard';

/** The office's home page: the figures of the sections the caller's roles may open. */
export const dashboardModule = implement(dashboardRoutes, {
  dashboard: async ({ ctx, principal }) => getDashboard(ctx, principal),
});
