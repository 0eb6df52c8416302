import type { Translate } from '@lms/browser/i18n';
import type { StudentLedgerView } from '@lms/domain/contract';
import { Table } from 'antd';
import { useT } from '../../../lib/i18n/use-t';
import { dayMonth, money } from './money';

type Entry = StudentLedgerView['entries'][number];

/** The words of each kind of ledger line. */
const kindLabels = (t: Translate): Record<Entry['kind'], string> => ({
  due: t('Due'),
  discount: t('Discount'),
  lateFee: t('Late fee'),
  payment: t('Payment'),
  void: t('Voided receipt'),
  refund: t('Refund'),
  adjustment: t('Adjustment'),
});

/**
 * A student's full ledger, oldest first: each due, discount, late fee, payment, void and refund with
 * its signed amount (+ owes more, − less) and the balance after it (below zero: credit).
 */
export function LedgerTable({ entries, loading }: { entries: Entry[] | undefined; loading: boolean }) {
  const { t, language } = useT();
  const labels = kindLabels(t);
  return (
    <Table<Entry>
      size="small"
      rowKey={(e) => `${e.at}-${e.kind}-${e.note}-${e.balancePaisa}`}
      loading={loading}
      pagination={false}
      dataSource={entries}
      caption={t('Ledger')}
      columns={[
        { title: t('Date'), dataIndex: 'at', render: (at: string) => dayMonth(at.slice(0, 10)) },
        { title: t('Entry'), dataIndex: 'kind', render: (kind: Entry['kind']) => labels[kind] },
        { title: t('Note'), dataIndex: 'note' },
        {
          title: t('Amount'),
          dataIndex: 'amountPaisa',
          align: 'right',
          render: (p: number) => `${p > 0 ? '+' : p < 0 ? '−' : ''}${money(Math.abs(p), language)}`,
        },
        {
          title: t('Balance'),
          dataIndex: 'balancePaisa',
          align: 'right',
          render: (p: number) => (p < 0 ? `${t('Credit')} ${money(-p, language)}` : money(p, language)),
        },
      ]}
    />
  );
}
