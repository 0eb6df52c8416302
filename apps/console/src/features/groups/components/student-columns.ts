import { localPhoneOf } from '@lms/domain';
import type { StudentListItem } from '@lms/domain/contract';
import type { TableProps } from 'antd';

/** The columns of a student in the group's lists: name, roll, mobile number. */
export const STUDENT_COLUMNS: NonNullable<TableProps<StudentListItem>['columns']> = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Roll', dataIndex: 'sid', key: 'sid' },
  { title: 'Mobile', dataIndex: 'username', key: 'username', render: (u: string) => localPhoneOf(u) },
];
