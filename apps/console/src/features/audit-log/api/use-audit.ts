import { type AuditListQuery, auditRoutes } from '@lms/domain/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** The filters and page of the audit log as the page asks for them. */
export type AuditQuery = Partial<Pick<AuditListQuery, 'staff' | 'section' | 'from' | 'to'>> &
  Pick<AuditListQuery, 'limit' | 'offset'>;

/** One page of the audit log from the server, newest first; the previous page stays while the next loads. */
export function useAuditPage(query: AuditQuery) {
  return useQuery({
    queryKey: ['audit', query],
    queryFn: async () => (await callApi(auditRoutes.listAudit, { query })).data,
    placeholderData: keepPreviousData,
  });
}

/** The people and sections the log can be filtered by. */
export function useAuditFilters() {
  return useQuery({
    queryKey: ['audit-filters'],
    queryFn: async () => (await callApi(auditRoutes.auditFilters, {})).data,
  });
}
