import type { QuestionView, StaffQaSort } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { Flex, Select, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { SearchFilter } from '../../../components/search-filter';
import { ServerTable } from '../../../components/server-table';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { type InboxQuery, useInbox, useQaSubjects } from '../api/use-qa';
import { placeOf, ThreadDrawer } from '../components/thread-drawer';

type Filters = Pick<InboxQuery, 'status' | 'subjectId' | 'chapterId' | 'search' | 'answered'>;

const PAGE_SIZE = 20;

/**
 * The Teacher inbox: questions of the mentor's subjects, unanswered first, filtered and paged on the
 * server; a row opens its thread.
 */
export function QaPage() {
  const { t, n } = useT();
  const [filters, setFilters] = useState<Filters>({ status: 'OPEN' });
  const [sort, setSort] = useState<StaffQaSort>('Unanswered');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const subjects = useQaSubjects();
  const inbox = useInbox({ ...filters, sort, page, limit: PAGE_SIZE });
  const filter = (change: Filters) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  };
  const chapters = subjects.data?.find((s) => s._id === filters.subjectId)?.chapters ?? [];

  const columns: TableProps<QuestionView>['columns'] = [
    {
      title: t('Question'),
      dataIndex: 'questionDescription',
      key: 'question',
      render: (text: string, q) => (
        <Typography.Link onClick={() => setOpen(q._id)} style={{ display: 'block', maxWidth: 420 }}>
          <Typography.Text ellipsis={{ tooltip: false }} style={{ color: 'inherit', maxWidth: 420 }}>
            {text ? (
              // One line, cut by the ellipsis like plain text, its formulas drawn as the student sees them.
              <RichText as="span" text={text} style={{ whiteSpace: 'nowrap' }} />
            ) : q.media.length ? (
              t('Attachment only')
            ) : (
              t('(empty)')
            )}
          </Typography.Text>
        </Typography.Link>
      ),
    },
    { title: t('Student'), key: 'student', render: (_, q) => q.studentId?.name ?? t('Guest') },
    {
      title: t('Subject'),
      key: 'place',
      responsive: ['md'],
      render: (_, q) => placeOf(subjects.data, q.subjectId, q.chapterId),
    },
    {
      title: t('Replies'),
      key: 'replies',
      render: (_, q) =>
        q.teacherReplies > 0 ? (
          `${q.answers}`
        ) : (
          <Tag color="orange">{t('Unanswered · {{count}}', { count: q.answers })}</Tag>
        ),
    },
    {
      title: t('Status'),
      dataIndex: 'status',
      key: 'status',
      render: (s: QuestionView['status']) =>
        s === 'COMPLETED' ? <Tag color="green">{t('Completed')}</Tag> : <Tag color="blue">{t('Open')}</Tag>,
    },
    {
      title: t('Asked'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      responsive: ['lg'],
      render: (at: string) => n(formatWhen.dayTime(at)),
    },
  ];

  return (
    <section aria-labelledby="qa-title">
      <Typography.Title id="qa-title" level={3} style={{ marginTop: 0 }}>
        {t('Q&A inbox')}
      </Typography.Title>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <SearchFilter
          label={t('Search questions')}
          placeholder={t('Search words in questions')}
          width={260}
          onSearch={(search) => filter({ search })}
        />
        <Select
          aria-label={t('Status')}
          placeholder={t('Any status')}
          allowClear
          value={filters.status}
          onChange={(status?: Filters['status']) => filter({ status })}
          options={[
            { value: 'OPEN', label: t('Open') },
            { value: 'COMPLETED', label: t('Completed') },
          ]}
          style={{ width: 140 }}
        />
        <Select
          aria-label={t('Teacher reply')}
          placeholder={t('Answered or not')}
          allowClear
          value={filters.answered}
          onChange={(answered?: Filters['answered']) => filter({ answered })}
          options={[
            { value: 'false', label: t('Waiting for a Teacher') },
            { value: 'true', label: t('Answered by a Teacher') },
          ]}
          style={{ width: 200 }}
        />
        <Select
          aria-label={t('Subject')}
          placeholder={t('All subjects')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.subjectId}
          loading={subjects.isLoading}
          onChange={(subjectId?: string) => filter({ subjectId, chapterId: undefined })}
          options={subjects.data?.map((s) => ({ value: s._id, label: `${s.name} (${s.courseName})` }))}
          style={{ width: 220 }}
        />
        <Select
          aria-label={t('Chapter')}
          placeholder={t('All chapters')}
          allowClear
          disabled={!filters.subjectId}
          value={filters.chapterId}
          onChange={(chapterId?: string) => filter({ chapterId })}
          options={chapters.map((c) => ({ value: c._id, label: c.name }))}
          style={{ width: 180 }}
        />
        <Select
          aria-label={t('Order')}
          value={sort}
          onChange={(value: StaffQaSort) => {
            setSort(value);
            setPage(1);
          }}
          options={[
            { value: 'Unanswered', label: t('Unanswered first') },
            { value: 'Date', label: t('Newest first') },
            { value: 'Popularity', label: t('Most popular') },
          ]}
          style={{ width: 170 }}
        />
      </Flex>
      <ServerTable<QuestionView>
        columns={columns}
        query={inbox}
        page={page}
        pageSize={PAGE_SIZE}
        noun="question"
        onRow={(q) => ({ onDoubleClick: () => setOpen(q._id) })}
        onChange={(pagination) => setPage(pagination.current ?? 1)}
      />
      <ThreadDrawer questionId={open} subjects={subjects.data} onClose={() => setOpen(null)} />
    </section>
  );
}
