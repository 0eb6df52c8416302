import { type AuditListQuery, auditRoutes } from '@lms/domain/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { downloadFile } from '../../../lib/download-file';

/** The filters of the audit log as the page sets them. */
export type AuditFilterValues = Partial<
  Pick<AuditListQuery, 'staff' | 'section' | 'from' | 'to' | 'action' | 'target'>
>;

/** The filters and page of the audit log as the page asks for them. */
export type AuditQuery = AuditFilterValues & Pick<AuditListQuery, 'limit' | 'offset'>;

/** One page of the audit log from the server, newest first; the previous page stays while the next loads. */
export function useAuditPage(query: AuditQuery) {
  return useQuery({
    queryKey: ['audit', query],
    queryFn: async () => (await callApi(auditRoutes.listAudit, { query })).data,
    placeholderData: keepPreviousData,
  });
}

/** The people, sections and action kinds the log can be filtered by. */
export function useAuditFilters() {
  return useQuery({
    queryKey: ['audit-filters'],
    queryFn: async () => (await callApi(auditRoutes.auditFilters, {})).data,
  });
}

/** Downloads the filtered entries as .xlsx or CSV. */
export function downloadAudit(filters: AuditFilterValues, format: 'xlsx' | 'csv') {
  return downloadFile(
    auditRoutes.exportAudit,
    { params: undefined, query: { ...filters, format } },
    `audit-log.${format}`,
  );
}
