import { QUESTION_TYPES, type QuestionType } from '@lms/domain';
import { ApiError } from '@lms/domain/client';
import type { ExamAuthoringOptions, StaffQuestionView } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { App, Button, Flex, Input, InputNumber, Select, Table, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { questionTypeLabel } from '../../../components/question-type';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { usePickRandom } from '../api/pools-api';
import { type BankQuery, useBankSearch } from '../api/search-bank';

const PAGE_SIZE = 10;

type Filters = Omit<BankQuery, 'limit' | 'offset'>;

/**
 * Searches the question bank on the server (type, subject, a tag such as a chapter or difficulty,
 * words of the text), a page at a time; “Add” puts a question on the paper, and “Add at random” puts
 * that many of the filter's questions on it (none twice).
 */
export function QuestionPicker({
  subjects,
  picked,
  onAdd,
  onAddMany,
}: {
  subjects: ExamAuthoringOptions['subjects'];
  picked: ReadonlySet<string>;
  onAdd: (question: StaffQuestionView) => void;
  onAddMany: (questions: StaffQuestionView[]) => void;
}) {
  const { t } = useT();
  const { message } = App.useApp();
  const pickRandom = usePickRandom();
  const [randomCount, setRandomCount] = useState(5);
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const offset = (page - 1) * PAGE_SIZE;
  const bank = useBankSearch({ ...filters, limit: PAGE_SIZE, offset });
  const subjectName = new Map(subjects.map((s) => [s._id, s.name]));
  const filter = (change: Filters) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  };
  const items = bank.data?.items ?? [];
  const addRandom = () =>
    pickRandom.mutate(
      { ...filters, excludeIds: [...picked], count: randomCount },
      {
        onSuccess: (data) => {
          onAddMany(data.questions);
          void message.success(t('{{count}} random questions added', { count: data.questions.length }));
        },
        // The title in the console's language, then the server's reason with its numbers.
        onError: (error) =>
          void message.error(
            error instanceof ApiError && error.title && error.message !== error.title
              ? `${errorText(error)}: ${error.message}`
              : errorText(error),
          ),
      },
    );
  // Without a count from the server, one more page is offered while pages come back full.
  const total = bank.data?.total ?? offset + items.length + (items.length === PAGE_SIZE ? 1 : 0);

  const columns: TableProps<StaffQuestionView>['columns'] = [
    {
      title: t('Question'),
      key: 'title',
      render: (_: unknown, q) => (
        <div style={{ maxWidth: 420, maxHeight: 96, overflow: 'hidden' }}>
          <RichText text={q.title} />
        </div>
      ),
    },
    {
      title: t('Type'),
      dataIndex: 'type',
      key: 'type',
      render: (type: QuestionType) => questionTypeLabel(t, type),
    },
    {
      title: t('Subject'),
      key: 'subject',
      render: (_: unknown, q) => (q.subjectId ? (subjectName.get(q.subjectId) ?? '—') : '—'),
    },
    {
      title: t('Tags'),
      dataIndex: 'tags',
      key: 'tags',
      responsive: ['lg'],
      render: (tags: string[]) => tags.map((t) => <Tag key={t}>{t}</Tag>),
    },
    { title: t('Marks'), dataIndex: 'point', key: 'point' },
    {
      title: '',
      key: 'add',
      render: (_: unknown, q) => (
        <Button
          size="small"
          aria-label={
            picked.has(q._id)
              ? t('Added {{question}}', { question: q.title.slice(0, 40) })
              : t('Add {{question}}', { question: q.title.slice(0, 40) })
          }
          disabled={picked.has(q._id)}
          onClick={() => onAdd(q)}
        >
          {picked.has(q._id) ? t('Added') : t('Add')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-label={t('Question bank')}>
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label={t('Search the bank')}
          placeholder={t('Words of the question')}
          allowClear
          onSearch={(value) => filter({ search: value.trim() || undefined })}
          style={{ width: 220 }}
        />
        <Select
          aria-label={t('Question type')}
          placeholder={t('Any type')}
          allowClear
          value={filters.type}
          onChange={(type?: QuestionType) => filter({ type })}
          options={QUESTION_TYPES.map((type) => ({ value: type, label: questionTypeLabel(t, type) }))}
          style={{ width: 150 }}
        />
        <Select
          aria-label={t('Question subject')}
          placeholder={t('Any subject')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.subjectId}
          onChange={(subjectId?: string) => filter({ subjectId })}
          options={subjects.map((s) => ({ value: s._id, label: `${s.name} (${s.courseName})` }))}
          style={{ width: 220 }}
        />
        <Input.Search
          aria-label={t('Tag')}
          placeholder={t('Tag: chapter, difficulty')}
          allowClear
          onSearch={(value) => filter({ tag: value.trim() || undefined })}
          style={{ width: 200 }}
        />
      </Flex>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <InputNumber
          aria-label={t('Random questions to add')}
          min={1}
          max={200}
          value={randomCount}
          onChange={(count) => setRandomCount(count ?? 1)}
          style={{ width: 90 }}
        />
        <Button loading={pickRandom.isPending} onClick={addRandom}>
          {t('Add at random')}
        </Button>
        <Typography.Text type="secondary">
          {t('From the questions matching the search above, none already on the paper.')}
        </Typography.Text>
      </Flex>
      <Table<StaffQuestionView>
        rowKey="_id"
        size="small"
        columns={columns}
        dataSource={items}
        loading={bank.isFetching}
        scroll={{ x: 'max-content' }}
        onChange={(pagination) => setPage(pagination.current ?? 1)}
        pagination={{ current: page, pageSize: PAGE_SIZE, total, showSizeChanger: false }}
        locale={{ emptyText: bank.error ? t('The bank could not be searched.') : t('No question matches.') }}
      />
    </section>
  );
}
