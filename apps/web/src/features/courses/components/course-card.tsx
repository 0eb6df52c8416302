import { formatTaka } from '@lms/domain';
import type { CourseCard as Course } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { Card, Flex, Typography } from 'antd';
import { AppLink } from '../../../components/app-link';
import { CoverImage } from '../../../components/cover-image';
import { PayOnline } from '../../../components/pay-online';
import { useT } from '../../../lib/i18n/use-t';

/** Where a course card leads: its subjects, or its Q&A forum for a qna-type course. */
export function courseLink(course: Pick<Course, '_id' | 'type'>): string {
  return course.type === 'qna' ? `/qa-forum-list/${course._id}` : `/subjects/${course._id}`;
}

/** A course: cover (or fallback), title and description, and what is owed on it with a Pay button and a link to Payments; `first` loads its cover at once. */
export function CourseCard({
  course,
  onOpen,
  first = false,
  duePaisa = 0,
}: {
  course: Course;
  onOpen: (course: Course) => void;
  first?: boolean;
  duePaisa?: number;
}) {
  const { t, language } = useT();
  return (
    <>
      <AppLink to={courseLink(course)} onClick={() => onOpen(course)} aria-label={course.name}>
        <Card
          hoverable
          cover={<CoverImage src={course.image} alt={course.name} height={160} eager={first} />}
          styles={{ body: { padding: 14 } }}
        >
          <Typography.Title level={5} ellipsis style={{ margin: 0 }}>
            {course.name}
          </Typography.Title>
          <Typography.Paragraph
            type="secondary"
            ellipsis={{ rows: 2 }}
            style={{ margin: '6px 0 0', minHeight: 44 }}
          >
            <RichText as="span" text={course.description} />
          </Typography.Paragraph>
        </Card>
      </AppLink>
      {duePaisa > 0 && (
        <Flex align="center" justify="space-between" gap={8} style={{ marginTop: 6 }}>
          <AppLink to="/payments">{t('Due: {{amount}}', { amount: formatTaka(duePaisa, language) })}</AppLink>
          <PayOnline courseId={course._id} amountPaisa={duePaisa} label={t('Pay')} size="small" />
        </Flex>
      )}
    </>
  );
}
