import type { Translate } from '@lms/browser/i18n';
import { QUESTION_DIFFICULTIES, QUESTION_TYPES } from '@lms/domain';
import type { QuestionBankPage as BankPage, QuestionSearchQueryInput } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { App, Button, Flex, Input, Popconfirm, Select, Space, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { difficultyLabel, questionTypeLabel } from '../../../components/question-type';
import { SearchFilter } from '../../../components/search-filter';
import { ServerTable, YesNoFilter } from '../../../components/server-table';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { useDeleteQuestion, useQuestionPage, useQuestionSubjects } from '../api/question-bank-api';
import { ImportQuestionsModal } from '../components/import-questions-modal';
import { QuestionEditor } from '../components/question-editor';
import { VersionHistory } from '../components/version-history';

type Item = BankPage['items'][number];
type Filters = Pick<
  QuestionSearchQueryInput,
  'search' | 'type' | 'subjectId' | 'chapter' | 'difficulty' | 'tag' | 'used'
>;
type Sort = NonNullable<QuestionSearchQueryInput['sort']>;

const PAGE_SIZE = 20;
/** The orders of the bank, in the shown language. */
const sorts = (t: Translate): { value: Sort; label: string }[] => [
  { value: 'newest', label: t('Newest first') },
  { value: 'oldest', label: t('Oldest first') },
  { value: 'updated', label: t('Recently changed') },
  { value: 'title', label: t('By text') },
];

/**
 * The question bank: one page at a time from the server, which searches the text and options (Bengali
 * too) and filters by type, subject, chapter, difficulty, tag and use in exams; "New question" opens the
 * editor with its live preview, "Import" the CSV/Excel/JSON import, and each row its editor and history.
 */
export function QuestionBankPage() {
  const { t } = useT();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<Filters>({});
  const [sort, setSort] = useState<Sort>('newest');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ question?: Item } | undefined>();
  const [importing, setImporting] = useState(false);
  const [historyOf, setHistoryOf] = useState<string>();
  const subjects = useQuestionSubjects();
  const remove = useDeleteQuestion();
  const removing = useSubmitGuard((id: string) =>
    remove.mutateAsync(id).then(
      () => message.success(t('Question deleted')),
      (e: unknown) => message.error(errorText(e)),
    ),
  );
  const questions = useQuestionPage({ ...filters, sort, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const filter = (change: Filters) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  };
  const subjectName = new Map(subjects.data?.subjects.map((s) => [s._id, s.name]));

  const columns: TableProps<Item>['columns'] = [
    {
      title: t('Question'),
      key: 'title',
      render: (_: unknown, q: Item) => (
        <div style={{ maxWidth: 520, minWidth: 220 }}>
          <RichText text={q.title.length > 300 ? `${q.title.slice(0, 300)}…` : q.title} />
        </div>
      ),
    },
    {
      title: t('Type'),
      dataIndex: 'type',
      key: 'type',
      render: (type: Item['type']) => questionTypeLabel(t, type),
    },
    {
      title: t('Marks'),
      key: 'marks',
      render: (_: unknown, q: Item) => (q.negativeMark ? `${q.point} / −${q.negativeMark}` : q.point),
    },
    {
      title: t('Subject · chapter'),
      key: 'subject',
      responsive: ['lg'],
      render: (_: unknown, q: Item) =>
        [q.subjectId ? subjectName.get(q.subjectId) : '', q.chapter].filter(Boolean).join(' · '),
    },
    {
      title: t('Tags'),
      key: 'tags',
      responsive: ['md'],
      render: (_: unknown, q: Item) => (
        <Flex gap={4} wrap>
          {q.difficulty && <Tag color="purple">{difficultyLabel(t, q.difficulty)}</Tag>}
          {q.tags.map((t) => (
            <Tag key={t}>{t}</Tag>
          ))}
        </Flex>
      ),
    },
    { title: t('Exams'), dataIndex: 'exams', key: 'exams' },
    { title: t('Version'), dataIndex: 'version', key: 'version', responsive: ['md'] },
    {
      title: t('Actions'),
      key: 'actions',
      render: (_: unknown, q: Item) => (
        <Space wrap>
          <Button size="small" onClick={() => setEditing({ question: q })}>
            {t('Edit')}
          </Button>
          <Button size="small" onClick={() => setHistoryOf(q._id)}>
            {t('History')}
          </Button>
          <Popconfirm
            title={t('Delete this question?')}
            description={
              q.exams ? t('An exam uses it: take it out of every exam first.') : t('This cannot be undone.')
            }
            okText={t('Delete')}
            okButtonProps={{ danger: true, disabled: q.exams > 0 }}
            onConfirm={() => removing.submit(q._id)}
          >
            <Button size="small" danger>
              {t('Delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <section aria-labelledby="question-bank-title">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title id="question-bank-title" level={3} style={{ margin: 0 }}>
          {t('Question bank')}
        </Typography.Title>
        <Flex wrap gap={8}>
          <Button onClick={() => setImporting(true)}>{t('Import questions')}</Button>
          <Button type="primary" onClick={() => setEditing({})}>
            {t('New question')}
          </Button>
        </Flex>
      </Flex>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <SearchFilter
          label={t('Search questions')}
          placeholder={t('Search the text and options')}
          width={280}
          onSearch={(search) => filter({ search })}
        />
        <Select
          aria-label={t('Type filter')}
          placeholder={t('All types')}
          allowClear
          value={filters.type}
          onChange={(type?: Filters['type']) => filter({ type })}
          options={QUESTION_TYPES.map((type) => ({ value: type, label: questionTypeLabel(t, type) }))}
          style={{ width: 150 }}
        />
        <Select
          aria-label={t('Subject filter')}
          placeholder={t('All subjects')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.subjectId}
          onChange={(subjectId?: string) => filter({ subjectId })}
          options={subjects.data?.subjects.map((s) => ({ value: s._id, label: `${s.name} (${s.course})` }))}
          style={{ width: 200 }}
        />
        <Select
          aria-label={t('Chapter filter')}
          placeholder={t('All chapters')}
          allowClear
          showSearch
          value={filters.chapter}
          onChange={(chapter?: string) => filter({ chapter })}
          options={subjects.data?.chapters.map((c) => ({ value: c, label: c }))}
          style={{ width: 180 }}
        />
        <Select
          aria-label={t('Difficulty filter')}
          placeholder={t('Any difficulty')}
          allowClear
          value={filters.difficulty}
          onChange={(difficulty?: Filters['difficulty']) => filter({ difficulty })}
          options={QUESTION_DIFFICULTIES.map((d) => ({ value: d, label: difficultyLabel(t, d) }))}
          style={{ width: 150 }}
        />
        <Input.Search
          aria-label={t('Tag filter')}
          placeholder={t('Tag')}
          allowClear
          onSearch={(value) => filter({ tag: value.trim() || undefined })}
          style={{ width: 160 }}
        />
        <YesNoFilter
          label={t('Used in an exam')}
          placeholder={t('Used or not')}
          yes={t('Used in an exam')}
          no={t('In no exam')}
          value={filters.used}
          onChange={(used) => filter({ used })}
        />
        <Select
          aria-label={t('Sort')}
          value={sort}
          onChange={(value: Sort) => {
            setSort(value);
            setPage(1);
          }}
          options={sorts(t)}
          style={{ width: 170 }}
        />
      </Flex>
      <ServerTable<Item>
        query={questions}
        otherError={subjects.error}
        columns={columns}
        onChange={(pagination) => setPage(pagination.current ?? 1)}
        page={page}
        pageSize={PAGE_SIZE}
        noun="question"
      />
      {editing && <QuestionEditor open question={editing.question} onClose={() => setEditing(undefined)} />}
      <ImportQuestionsModal open={importing} onClose={() => setImporting(false)} />
      <VersionHistory questionId={historyOf} onClose={() => setHistoryOf(undefined)} />
    </section>
  );
}
