import { parseTaka } from '@lms/domain';
import type { DueView, ReceiptView } from '@lms/domain/contract';
import { App, Button, Card, Flex, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../lib/i18n/use-t';
import { downloadReceipt, useCollect, useFeeStudents, useLedger, useVoid } from '../api/fees-api';
import { DiscountForm } from './discount-form';
import { LedgerTable } from './ledger-table';
import { dayMonth, money } from './money';
import { RefundButton } from './refund-button';

type Method = 'cash' | 'bkashManual' | 'nagadManual';

/** A fresh key for one counter form: sending the same form twice records one payment. */
const newFormKey = () => `counter-${crypto.randomUUID()}`;

/** Prints (downloads) a receipt in the shown language, A5 or A4. */
function PrintButtons({ receipt }: { receipt: ReceiptView }) {
  const { t, language } = useT();
  const { message } = App.useApp();
  const print = (size: 'A5' | 'A4') =>
    downloadReceipt(receipt, size, language).catch((e: Error) => message.error(e.message));
  return (
    <Space>
      <Button size="small" onClick={() => print('A5')}>
        {t('Print receipt (A5)')}
      </Button>
      <Button size="small" onClick={() => print('A4')}>
        A4
      </Button>
    </Space>
  );
}

/** Asks for the reason and voids a receipt. */
function VoidButton({ receipt }: { receipt: ReceiptView }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const voiding = useVoid();
  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)}>
        {t('Void')}
      </Button>
      <Modal
        open={open}
        title={t('Void receipt {{serial}}', { serial: receipt.serial })}
        okText={t('Void')}
        okButtonProps={{ danger: true, disabled: !reason.trim(), loading: voiding.isPending }}
        onCancel={() => setOpen(false)}
        onOk={() =>
          voiding.mutate(
            { paymentId: receipt._id, reason: reason.trim() },
            { onSuccess: () => setOpen(false) },
          )
        }
      >
        <ErrorAlert error={voiding.error} />
        <Typography.Paragraph>
          {t('The receipt keeps its number and shows VOID; what it paid is owed again.')}
        </Typography.Paragraph>
        <Input.TextArea
          aria-label={t('Reason')}
          placeholder={t('Reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </>
  );
}

/** Takes money for the student: amount in taka, method, and the trx id of a send-money payment. */
function CollectForm({ studentId, onDone }: { studentId: string; onDone: (receipt: ReceiptView) => void }) {
  const { t } = useT();
  const [form] = Form.useForm<{ amount: string; method: Method; trxId?: string }>();
  const [formKey, setFormKey] = useState(newFormKey);
  const collect = useCollect();
  const method = Form.useWatch('method', form) ?? 'cash';
  const submit = (values: { amount: string; method: Method; trxId?: string }) => {
    const amountPaisa = parseTaka(values.amount) ?? 0;
    collect.mutate(
      {
        studentId,
        amountPaisa,
        method: values.method,
        trxId: values.trxId?.trim() || undefined,
        requestKey: formKey,
      },
      {
        onSuccess: (done) => {
          form.resetFields(['amount', 'trxId']);
          setFormKey(newFormKey());
          onDone(done.receipt);
        },
      },
    );
  };
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ method: 'cash' }}
      onFinish={submit}
      aria-label={t('Take a payment')}
    >
      <ErrorAlert error={collect.error} style={{ width: '100%' }} />
      <Form.Item
        name="amount"
        label={t('Amount (Tk)')}
        rules={[
          {
            validator: async (_, v) => {
              if (!parseTaka(String(v ?? ''))) throw new Error(t('Enter an amount above zero'));
            },
          },
        ]}
      >
        <Input inputMode="decimal" style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="method" label={t('Method')}>
        <Select
          style={{ width: 200 }}
          options={[
            { value: 'cash', label: t('Cash') },
            { value: 'bkashManual', label: t('bKash (send money)') },
            { value: 'nagadManual', label: t('Nagad (send money)') },
          ]}
        />
      </Form.Item>
      {method !== 'cash' && (
        <Form.Item
          name="trxId"
          label={t('Transaction id')}
          rules={[{ required: true, message: t('Enter the transaction id') }]}
        >
          <Input style={{ width: 160 }} />
        </Form.Item>
      )}
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={collect.isPending}>
          {t('Take payment')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/** The student's account: what they owe, the counter form, dues, receipts (print, void, refund) and the full ledger. */
function StudentAccount({ studentId }: { studentId: string }) {
  const { t, language } = useT();
  const ledger = useLedger(studentId);
  const [last, setLast] = useState<ReceiptView>();
  if (ledger.error) return <ErrorAlert error={ledger.error} />;
  const data = ledger.data;
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {data ? `${data.student.name} (${data.student.sid})` : '…'}
      </Typography.Title>
      {data && (
        <Space size="large" wrap>
          <Typography.Text strong>
            {t('Owes')}: {money(data.duePaisa, language)}
          </Typography.Text>
          {data.creditPaisa > 0 && (
            <Typography.Text>
              {t('Credit')}: {money(data.creditPaisa, language)}
            </Typography.Text>
          )}
        </Space>
      )}
      <Card size="small" title={t('Take a payment')}>
        <CollectForm studentId={studentId} onDone={setLast} />
        {last && (
          <Flex gap={8} align="center" wrap style={{ marginTop: 12 }} role="status">
            <Typography.Text>{t('Receipt {{serial}} recorded.', { serial: last.serial })}</Typography.Text>
            <PrintButtons receipt={last} />
          </Flex>
        )}
      </Card>
      {data?.dues.some((d) => d.openPaisa > 0) && (
        <Card size="small" title={t('Give a discount')}>
          <DiscountForm
            studentId={studentId}
            courses={[
              ...new Map(
                data.dues.map((d) => [d.courseId, { _id: d.courseId, name: d.courseName }]),
              ).values(),
            ]}
          />
        </Card>
      )}
      <Table<DueView>
        size="small"
        rowKey="_id"
        loading={ledger.isPending}
        pagination={false}
        dataSource={data?.dues}
        caption={t('Dues')}
        columns={[
          { title: t('Course'), dataIndex: 'courseName' },
          { title: t('Due'), dataIndex: 'label' },
          { title: t('Due on'), dataIndex: 'dueOn', render: dayMonth },
          { title: t('Amount'), dataIndex: 'amountPaisa', render: (p: number) => money(p, language) },
          { title: t('Discount'), dataIndex: 'discountPaisa', render: (p: number) => money(p, language) },
          { title: t('Late fee'), dataIndex: 'lateFeePaisa', render: (p: number) => money(p, language) },
          { title: t('Paid'), dataIndex: 'paidPaisa', render: (p: number) => money(p, language) },
          { title: t('Owed'), dataIndex: 'openPaisa', render: (p: number) => money(p, language) },
        ]}
      />
      <Table<ReceiptView>
        size="small"
        rowKey="_id"
        loading={ledger.isPending}
        pagination={false}
        dataSource={data?.receipts}
        caption={t('Receipts')}
        columns={[
          {
            title: t('Receipt no.'),
            dataIndex: 'serial',
            render: (serial: string, r) => (
              <Space>
                {serial}
                {r.voided && <Tag color="red">{t('VOID')}</Tag>}
              </Space>
            ),
          },
          { title: t('Date'), dataIndex: 'receivedAt', render: (at: string) => dayMonth(at.slice(0, 10)) },
          { title: t('Amount'), dataIndex: 'amountPaisa', render: (p: number) => money(p, language) },
          {
            title: t('Refunded'),
            dataIndex: 'refundedPaisa',
            render: (p: number) => (p > 0 ? money(p, language) : ''),
          },
          { title: t('Method'), dataIndex: 'method' },
          {
            title: t('Actions'),
            key: 'actions',
            render: (_, r) => (
              <Space wrap>
                <PrintButtons receipt={r} />
                {!r.voided && r.refundedPaisa === 0 && <VoidButton receipt={r} />}
                {!r.voided && r.refundedPaisa < r.amountPaisa && <RefundButton receipt={r} />}
              </Space>
            ),
          },
        ]}
      />
      <LedgerTable entries={data?.entries} loading={ledger.isPending} />
    </Flex>
  );
}

/** The counter: find a student, see what they owe, take a payment, print or void a receipt. */
export function CounterPanel() {
  const { t } = useT();
  const [search, setSearch] = useState('');
  const [studentId, setStudentId] = useState<string>();
  const students = useFeeStudents(search);
  return (
    <Flex vertical gap={16}>
      <Select
        showSearch
        aria-label={t('Find a student')}
        placeholder={t('Name, roll or mobile number')}
        filterOption={false}
        onSearch={setSearch}
        onChange={setStudentId}
        value={studentId}
        loading={students.isFetching}
        notFoundContent={search ? t('No student found') : null}
        options={students.data?.map((s) => ({ value: s._id, label: `${s.name} (${s.sid}, ${s.phone})` }))}
        style={{ width: 420, maxWidth: '100%' }}
      />
      {studentId && <StudentAccount studentId={studentId} />}
    </Flex>
  );
}
