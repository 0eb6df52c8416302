import type { ReceiptView } from '@lms/domain/contract';
import { Card, Col, List, Row, Statistic, Table, Tag, Typography } from 'antd';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../lib/i18n/use-t';
import { useCollection } from '../api/fees-api';
import { dayMonth, money } from './money';

/** Today's collection: the total, by branch, by staff member and by method, and every receipt. */
export function CollectionPanel() {
  const { t, language } = useT();
  const day = useCollection();
  if (day.error) return <ErrorAlert error={day.error} />;
  const data = day.data;
  const part = (
    title: string,
    items: { key: string | null; name: string; totalPaisa: number; count: number }[] = [],
  ) => (
    <Col xs={24} md={8}>
      <Card size="small" title={title}>
        <List
          size="small"
          dataSource={items}
          locale={{ emptyText: t('Nothing yet') }}
          renderItem={(p) => (
            <List.Item>
              <Typography.Text>{p.name === 'Online' ? t('Online') : p.name}</Typography.Text>
              <Typography.Text strong>{money(p.totalPaisa, language)}</Typography.Text>
            </List.Item>
          )}
        />
      </Card>
    </Col>
  );
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Statistic
          title={t('Collected on {{day}}', { day: data ? dayMonth(data.day) : '' })}
          value={data ? money(data.totalPaisa, language) : '…'}
        />
      </Col>
      {part(t('By branch'), data?.byBranch)}
      {part(t('By staff member'), data?.byStaff)}
      {part(t('By method'), data?.byMethod)}
      <Col span={24}>
        <Table<ReceiptView>
          size="small"
          rowKey="_id"
          loading={day.isPending}
          dataSource={data?.receipts}
          pagination={{ pageSize: 20 }}
          caption={t('Receipts')}
          columns={[
            {
              title: t('Receipt no.'),
              dataIndex: 'serial',
              render: (s: string, r) => (
                <>
                  {s} {r.voided && <Tag color="red">{t('VOID')}</Tag>}
                </>
              ),
            },
            { title: t('Student'), dataIndex: 'studentName' },
            { title: t('Amount'), dataIndex: 'amountPaisa', render: (p: number) => money(p, language) },
            { title: t('Method'), dataIndex: 'method' },
            {
              title: t('Received by'),
              dataIndex: 'takenBy',
              render: (name: string | null) => name ?? t('Online'),
            },
          ]}
        />
      </Col>
    </Row>
  );
}
