import type { ExamStatisticsView } from '@lms/domain/contract';
import { Select } from 'antd';
import { useT } from '../../../lib/i18n/use-t';
import { type ReportFilter, useBranches } from '../api/reports-api';

/** The group (of those given the exam) and branch filters of a report. */
export function ReportFilters({
  groups,
  value,
  onChange,
}: {
  groups: ExamStatisticsView['groups'] | undefined;
  value: ReportFilter;
  onChange: (value: ReportFilter) => void;
}) {
  const { t } = useT();
  const branches = useBranches();
  return (
    <>
      <Select
        aria-label={t('Group')}
        placeholder={t('All groups')}
        allowClear
        value={value.groupId}
        onChange={(groupId?: string) => onChange({ ...value, groupId })}
        options={groups?.map((g) => ({ value: g.groupId, label: g.name }))}
        style={{ width: 200 }}
      />
      <Select
        aria-label={t('Branch')}
        placeholder={t('All branches')}
        allowClear
        value={value.branchId}
        loading={branches.isPending}
        onChange={(branchId?: string) => onChange({ ...value, branchId })}
        options={branches.data?.map((b) => ({ value: b._id, label: b.name }))}
        style={{ width: 200 }}
      />
    </>
  );
}
