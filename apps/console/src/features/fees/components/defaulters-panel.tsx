import type { DefaulterView } from '@lms/domain/contract';
import { App, Button, Flex, InputNumber, Space, Table } from 'antd';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../lib/i18n/use-t';
import { downloadDefaulters, useDefaulters } from '../api/fees-api';
import { dayMonth, money } from './money';

/** Students with dues overdue by more than N days, with .xlsx and CSV export. */
export function DefaultersPanel() {
  const { t, n, language } = useT();
  const { message } = App.useApp();
  const [overdueDays, setOverdueDays] = useState(30);
  const list = useDefaulters({ overdueDays });
  const save = (format: 'xlsx' | 'csv') =>
    downloadDefaulters(overdueDays, format).catch((e: Error) => message.error(e.message));
  return (
    <Flex vertical gap={16}>
      <Space wrap>
        <span>{t('Overdue by more than (days)')}</span>
        <InputNumber
          aria-label={t('Overdue by more than (days)')}
          min={0}
          max={3650}
          value={overdueDays}
          onChange={(v) => setOverdueDays(v ?? 0)}
        />
        <Button onClick={() => save('xlsx')}>{t('Export .xlsx')}</Button>
        <Button onClick={() => save('csv')}>{t('Export CSV')}</Button>
      </Space>
      <ErrorAlert error={list.error} />
      <Table<DefaulterView>
        size="small"
        rowKey={(d) => `${d.studentId}:${d.courseId}`}
        loading={list.isPending}
        dataSource={list.data}
        pagination={{ pageSize: 20 }}
        caption={t('Defaulters')}
        columns={[
          { title: t('Name'), dataIndex: 'name' },
          { title: t('Roll'), dataIndex: 'sid' },
          { title: t('Phone'), dataIndex: 'phone', responsive: ['lg'] },
          { title: t('Branch'), dataIndex: 'branchName', responsive: ['lg'] },
          { title: t('Course'), dataIndex: 'courseName' },
          { title: t('Overdue'), dataIndex: 'overduePaisa', render: (p: number) => money(p, language) },
          { title: t('Oldest due'), dataIndex: 'oldestDueOn', render: dayMonth },
          { title: t('Days overdue'), dataIndex: 'overdueDays', render: (d: number) => n(d) },
        ]}
      />
    </Flex>
  );
}
