import { ArrowLeftOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { QA_PAGE_SIZES, qaLabels, qaMessages } from '@lms/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Pagination, Space, Spin, Typography } from 'antd';
import { cloneElement, isValidElement, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { showApiError } from '../../../lib/show-api-error';
import { getStoredStudent } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { useNoContextMenu } from '../../../lib/use-no-context-menu';
import { addQuestion } from '../api/add-question';
import { useCourseTree } from '../api/get-course-tree';
import { useGroupSubjects } from '../api/get-group-subjects';
import { addQuestionOnTop } from '../api/qa-cache';
import { useSearchQuestions } from '../api/search-questions';
import { useToggleBookmark } from '../api/use-toggle-bookmark';
import { uploadAttachments } from '../attachments/upload-attachments';
import { AskQuestionModal } from '../components/ask-question-modal';
import { BookmarkButton } from '../components/bookmark-button';
import { ForumFilterBar } from '../components/forum-filter-bar';
import { KeywordSearch } from '../components/keyword-search';
import { QuestionCard } from '../components/question-card';
import type { QuestionFormValues } from '../components/question-form-modal';
import { SortPopover } from '../components/sort-popover';
import {
  chooseChapter,
  chooseSort,
  chooseSubject,
  type ForumFilters,
  goToPage,
  initialFilters,
  resetFilters,
  searchFor,
} from '../state/forum-filters';
import './qa-pages.css';
import { useT } from '../../../lib/i18n/use-t';

/** The Q&A forum of a course (`/qa-forum-list/{courseId}`). */
export function QaForumListPage() {
  const { t, n } = useT();
  useNoContextMenu();
  const { courseId = '' } = useParams();
  const navigate = useAppNavigate();
  const client = useQueryClient();
  const studentId = getStoredStudent()?._id ?? '';
  const [filters, setFilters] = useState<ForumFilters>(initialFilters);
  const [asking, setAsking] = useState(false);
  const tree = useCourseTree();
  const groupSubjects = useGroupSubjects();
  const bookmark = useToggleBookmark(studentId);
  const list = useSearchQuestions({
    studentId,
    courseId,
    filter: filters.sort,
    subjectId: filters.subjectId,
    chapterId: filters.chapterId,
    searchString: filters.searchString,
    page: filters.page,
    limit: filters.limit,
  });
  const course = tree.data?.find((c) => c._id === courseId);

  const submitQuestion = async (values: QuestionFormValues) => {
    try {
      const media = await uploadAttachments(values.attachments);
      const question = await addQuestion({
        studentId,
        courseId: values.courseId ?? courseId,
        subjectId: values.subjectId ?? '',
        chapterId: values.chapterId ?? '',
        questionDescription: values.text,
        media,
      });
      addQuestionOnTop(client, question);
      void client.invalidateQueries({ queryKey: ['qa', 'questions'] });
      toast.success(qaMessages.questionSubmitted);
      setAsking(false);
      navigate(`/question-details/${question._id}`);
    } catch (error) {
      showApiError(error);
      toast.error(qaMessages.questionFailed);
      throw error;
    }
  };

  return (
    <div>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 8,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {course?.name ?? (tree.isPending ? '…' : 'Q&A')}
          </Typography.Title>
          <Typography.Text type="secondary">{t(qaLabels.subtitle)}</Typography.Text>
        </div>
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/my-qa')}>
            {t('Back')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAsking(true)} disabled={!course}>
            {t(qaLabels.askQuestion)}
          </Button>
        </Space>
      </div>

      <div style={{ display: 'grid', gap: 8, margin: '16px 0' }}>
        <div className="qa-toolbar">
          <KeywordSearch
            courseId={courseId}
            value={filters.searchString}
            onSearch={(words) => setFilters((f) => searchFor(f, words))}
            onPick={(id) => navigate(`/question-details/${id}`)}
          />
          <Space>
            <SortPopover value={filters.sort} onChoose={(sort) => setFilters((f) => chooseSort(f, sort))} />
            <Button icon={<ReloadOutlined />} onClick={() => setFilters((f) => resetFilters(f))}>
              {t('Reset')}
            </Button>
          </Space>
        </div>
        <ForumFilterBar
          course={course}
          groupSubjectIds={groupSubjects.data}
          subjectId={filters.subjectId}
          chapterId={filters.chapterId}
          onSubject={(id) => setFilters((f) => chooseSubject(f, id))}
          onChapter={(id) => setFilters((f) => chooseChapter(f, id))}
        />
      </div>

      {list.isPending ? (
        <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
          <Spin role="status" size="large" aria-label={t('Loading')} />
        </div>
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : list.data.questions.length === 0 ? (
        <Empty description={t('No questions yet.')} />
      ) : (
        <div data-testid="question-list" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {list.data.questions.map((question) => (
            <QuestionCard
              key={question._id}
              question={question}
              preview
              onOpen={() => navigate(`/question-details/${question._id}`)}
              actions={
                <BookmarkButton
                  bookmarked={question.isBookmarked}
                  pending={bookmark.isPending && bookmark.variables === question._id}
                  onToggle={() => bookmark.mutate(question._id)}
                />
              }
            />
          ))}
        </div>
      )}

      <Pagination
        className="qa-pager"
        style={{ marginTop: 16, justifyContent: 'center' }}
        current={filters.page}
        pageSize={filters.limit}
        total={list.data?.totalRecords ?? 0}
        // antd's Bengali words the pager but keeps its figures in Latin digits.
        showSizeChanger={{
          options: QA_PAGE_SIZES.map((size) => ({ value: size, label: t('{{size}} / page', { size }) })),
        }}
        pageSizeOptions={QA_PAGE_SIZES.map(String)}
        itemRender={(page, type, element) =>
          type === 'page' && isValidElement(element) ? cloneElement(element, undefined, n(page)) : element
        }
        onChange={(page, size) => setFilters((f) => goToPage(f, page, size))}
        hideOnSinglePage={false}
      />

      {asking && tree.data && groupSubjects.data ? (
        <AskQuestionModal
          open
          courses={tree.data}
          groupSubjectIds={groupSubjects.data}
          courseId={courseId}
          onClose={() => setAsking(false)}
          onSubmit={submitQuestion}
        />
      ) : null}
    </div>
  );
}
