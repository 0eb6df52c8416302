import { type OmrSheetRead, type StaffQuestionView, staffMayCall, staffRoutes } from '@lms/domain/contract';
import {
  App,
  Button,
  Checkbox,
  Divider,
  Drawer,
  Flex,
  Form,
  Input,
  Radio,
  Select,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { confirmRefusedRescore, isUnconfirmedRescore } from '../../../components/rescore-impact';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { useStaff } from '../../../lib/session';
import { useAcceptSheet, useCorrectSheet, useExamQuestions, useStudentPick } from '../api/omr-review-api';
import { doubtfulQuestions, statementMark, withStatementMark } from './review-marks';
import { SheetDetail } from './sheet-list';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** One doubtful question's marks: a box per option, or T/F per statement of an MCA. */
function MarksField({
  number,
  question,
  value,
  onChange,
}: {
  number: number;
  question: StaffQuestionView | undefined;
  value: string[];
  onChange: (marks: string[]) => void;
}) {
  const { t, n } = useT();
  const count = question?.options.length ?? 4;
  const label = t('Question {{number}}', { number: n(String(number)) });
  if (question?.type === 'MCA') {
    return (
      <Form.Item label={label}>
        <Flex vertical gap={4}>
          {Array.from({ length: count }, (_, i) => i + 1).map((k) => (
            <Flex key={k} gap={8} align="center">
              <Typography.Text>{t('Statement {{number}}', { number: n(String(k)) })}</Typography.Text>
              <Radio.Group
                aria-label={t('Question {{number}} statement {{statement}}', { number, statement: k })}
                value={statementMark(value, k)}
                onChange={(e) => onChange(withStatementMark(value, k, e.target.value as 'T' | 'F' | ''))}
                options={[
                  { value: 'T', label: t('True') },
                  { value: 'F', label: t('False') },
                  { value: '', label: t('None') },
                ]}
              />
            </Flex>
          ))}
        </Flex>
      </Form.Item>
    );
  }
  return (
    <Form.Item label={label}>
      <fieldset aria-label={label} style={{ border: 0, margin: 0, padding: 0 }}>
        <Checkbox.Group
          value={value}
          onChange={(v) => onChange(v as string[])}
          options={LETTERS.slice(0, count)
            .split('')
            .map((l) => ({ value: l, label: l }))}
        />
      </fieldset>
    </Form.Item>
  );
}

/**
 * A sheet's review: its crops beside what was read, the roll (or the student picked by name or roll),
 * the set and each doubtful question's marks to correct, and accepting it as the student's paper
 * attempt (asking first when that changes a scored result).
 */
export function ReviewDrawer({
  examId,
  scanId,
  sheet,
  onClose,
}: {
  examId: string;
  scanId: string;
  sheet: OmrSheetRead;
  onClose: () => void;
}) {
  const { t, n } = useT();
  const { modal, message } = App.useApp();
  const i18n = { t, n };
  const questions = useExamQuestions(examId);
  const ref = { scanId, page: sheet.page };
  const correct = useCorrectSheet(examId, ref);
  const accept = useAcceptSheet(examId, ref);
  const numbers = doubtfulQuestions(sheet);
  const [roll, setRoll] = useState(sheet.roll ?? '');
  const [search, setSearch] = useState('');
  const [studentId, setStudentId] = useState<string | undefined>();
  const [set, setSet] = useState(sheet.set ?? '');
  const [answers, setAnswers] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(numbers.map((q) => [String(q), sheet.answers[String(q)] ?? []])),
  );
  // Picking from the roster needs the student list, which exam moderators may not read: roll only then.
  const staff = useStaff();
  const mayPick = staff !== null && staffMayCall(staffRoutes.listStudents.access, staff.roles);
  const students = useStudentPick(search, mayPick);

  const changes = {
    ...(studentId ? { studentId } : roll.trim() && roll.trim() !== sheet.roll ? { roll: roll.trim() } : {}),
    ...(set.trim() !== (sheet.set ?? '') ? { set: set.trim() || null } : {}),
    ...(numbers.some((q) => (sheet.answers[String(q)] ?? []).join() !== (answers[String(q)] ?? []).join())
      ? { answers }
      : {}),
  };
  const changed = Object.keys(changes).length > 0;

  const save = async () => {
    await correct.mutateAsync(changes);
    setStudentId(undefined);
    void message.success(t('Correction saved'));
  };
  const doAccept = async () => {
    accept.reset();
    try {
      await accept.mutateAsync(false);
    } catch (error) {
      if (!isUnconfirmedRescore(error)) return;
      if (!(await confirmRefusedRescore(modal, error, i18n))) return;
      await accept.mutateAsync(true).catch(() => undefined);
      return;
    }
    void message.success(t('Sheet accepted'));
  };

  return (
    <Drawer
      open
      onClose={onClose}
      size="min(960px, 100vw)"
      title={t('Review sheet {{page}}', { page: n(String(sheet.page)) })}
    >
      <Flex gap={24} wrap>
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <SheetDetail sheet={sheet} />
        </div>
        <Form
          layout="vertical"
          style={{ flex: '1 1 320px' }}
          onFinish={() => void save().catch(() => undefined)}
        >
          {sheet.attemptId ? (
            <Flex vertical gap={4} style={{ marginBottom: 12 }} role="status">
              <span>
                <Tag color="blue">{t('Accepted')}</Tag>
                {sheet.reviewedAt ? n(formatWhen.dayTime(sheet.reviewedAt)) : null}
              </span>
              <Typography.Link href={`/staff/results/${examId}`}>
                {t('Paper attempt {{id}} · the results', { id: sheet.attemptId })}
              </Typography.Link>
            </Flex>
          ) : null}
          <Typography.Text>
            {t('Student')}: {sheet.studentName ?? t('Not matched')}
          </Typography.Text>
          <Form.Item label={t('Roll')} style={{ marginTop: 8 }}>
            <Input
              aria-label={t('Roll')}
              value={roll}
              disabled={studentId !== undefined}
              onChange={(e) => setRoll(e.target.value)}
            />
          </Form.Item>
          {mayPick ? (
            <Form.Item label={t('Or pick the student')}>
              <Select
                aria-label={t('Or pick the student')}
                showSearch
                allowClear
                filterOption={false}
                placeholder={t('Name or roll')}
                value={studentId}
                onSearch={setSearch}
                onChange={(v: string | undefined) => setStudentId(v)}
                loading={students.isFetching}
                notFoundContent={search ? t('No student found') : null}
                options={(students.data ?? []).map((s) => ({ value: s._id, label: `${s.name} · ${s.sid}` }))}
              />
            </Form.Item>
          ) : null}
          <Form.Item label={t('Set')}>
            <Input aria-label={t('Set')} value={set} maxLength={2} onChange={(e) => setSet(e.target.value)} />
          </Form.Item>
          {numbers.map((q) => (
            <MarksField
              key={q}
              number={q}
              question={questions.data?.[q - 1]}
              value={answers[String(q)] ?? []}
              onChange={(marks) => setAnswers((a) => ({ ...a, [String(q)]: marks }))}
            />
          ))}
          <ErrorAlert error={correct.error} />
          <ErrorAlert error={accept.error && !isUnconfirmedRescore(accept.error) ? accept.error : null} />
          <Divider style={{ margin: '8px 0 16px' }} />
          <Flex gap={8} wrap>
            <Button htmlType="submit" disabled={!changed} loading={correct.isPending}>
              {t('Save correction')}
            </Button>
            <Button
              type="primary"
              disabled={changed}
              loading={accept.isPending}
              onClick={() => void doAccept()}
            >
              {sheet.attemptId ? t('Accept again') : t('Accept')}
            </Button>
          </Flex>
          {changed ? (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {t('Save the correction before accepting.')}
            </Typography.Paragraph>
          ) : null}
        </Form>
      </Flex>
    </Drawer>
  );
}
