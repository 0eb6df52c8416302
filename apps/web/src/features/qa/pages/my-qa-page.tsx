import { RichText } from '@lms/rich-text';
import { Card, Empty, Spin, Typography } from 'antd';
import { CoverImage } from '../../../components/cover-image';
import { LoadError } from '../../../components/load-error';
import { NoGroupNotice } from '../../../components/no-group-notice';
import { PageTitle } from '../../../components/page-title';
import { useProfile } from '../../../lib/endpoints/get-profile';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { useCourseTree } from '../api/get-course-tree';
import './qa-pages.css';
import { useT } from '../../../lib/i18n/use-t';

/** My Q&A (`/my-qa`): a card for each of the student's courses that has a Q&A forum. */
export function MyQaPage() {
  const { t } = useT();
  const navigate = useAppNavigate();
  const tree = useCourseTree();
  const profile = useProfile();
  if (profile.data?.groups.length === 0) {
    return (
      <>
        <PageTitle title={t('My Q&A')} />
        <NoGroupNotice />
      </>
    );
  }
  if (tree.isPending) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <Spin role="status" size="large" aria-label={t('Loading')} />
      </div>
    );
  }
  if (tree.isError) return <LoadError onRetry={() => void tree.refetch()} />;
  const courses = tree.data.filter((c) => c.qa.length > 0);
  return (
    <>
      <PageTitle title={t('My Q&A')} />
      {courses.length === 0 ? (
        <Empty description={t('No course with Q&A yet.')} />
      ) : (
        <div className="qa-course-grid">
          {courses.map((course) => (
            <Card
              key={course._id}
              hoverable
              data-testid="qa-course-card"
              cover={<CoverImage src={course.image} alt={course.name} height={140} />}
              onClick={() => navigate(`/qa-forum-list/${course._id}`)}
            >
              <Card.Meta
                title={course.name}
                description={
                  <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
                    <RichText as="span" text={course.description} />
                  </Typography.Paragraph>
                }
              />
            </Card>
          ))}
        </div>
      )}
    </>
  );
}
