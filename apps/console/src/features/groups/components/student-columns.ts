import type { Translate } from '@lms/browser/i18n';
import { localPhoneOf } from '@lms/domain';
import type { StudentListItem } from '@lms/domain/contract';
import type { TableProps } from 'antd';

/** The columns of a student in the group's lists, in the shown language: name, roll, mobile number. */
export function studentColumns(t: Translate): NonNullable<TableProps<StudentListItem>['columns']> {
  return [
    { title: t('Name'), dataIndex: 'name', key: 'name' },
    { title: t('Roll'), dataIndex: 'sid', key: 'sid' },
    { title: t('Mobile'), dataIndex: 'username', key: 'username', render: (u: string) => localPhoneOf(u) },
  ];
}
