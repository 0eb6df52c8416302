import { Col, Row, Spin } from 'antd';
import { useEffect } from 'react';
import { LoadError } from '../../../components/load-error';
import { NoGroupNotice } from '../../../components/no-group-notice';
import { PageTitle } from '../../../components/page-title';
import { writeCourses, writeSelectedCourse } from '../../../lib/content-cache';
import { useBrandingState } from '../../../lib/endpoints/get-branding';
import { useMyFees } from '../../../lib/endpoints/get-my-fees';
import { useProfile } from '../../../lib/endpoints/get-profile';
import { useT } from '../../../lib/i18n/use-t';
import { CourseCard } from '../components/course-card';
import { NoContentNotice } from '../components/no-content-notice';

/** My Courses (`/` and `/courses` when signed in): a loader until the profile is loaded, then the courses. */
export function MyCoursesPage() {
  const { t } = useT();
  const profile = useProfile();
  const branding = useBrandingState();
  const fees = useMyFees();
  const courses = profile.data?.courses;
  // What is owed on each course (the card shows it with a way to the Payments page).
  const dueOf = (courseId: string) =>
    (fees.data?.dues ?? [])
      .filter((d) => d.courseId === courseId && d.payNow)
      .reduce((sum, d) => sum + d.openPaisa, 0);
  useEffect(() => {
    if (courses) writeCourses(courses);
  }, [courses]);
  if (profile.isPending || branding.status === 'pending') {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <Spin role="status" size="large" aria-label={t('Loading')} />
      </div>
    );
  }
  if (profile.isError) return <LoadError onRetry={() => void profile.refetch()} />;
  const { groups } = profile.data;
  return (
    <>
      <PageTitle title={t('My Courses')} />
      {groups.length === 0 ? (
        <NoGroupNotice />
      ) : profile.data.courses.length === 0 ? (
        <NoContentNotice />
      ) : (
        <Row gutter={[16, 16]}>
          {profile.data.courses.map((course, index) => (
            <Col key={course._id} xs={24} md={8}>
              <CourseCard
                course={course}
                onOpen={writeSelectedCourse}
                first={index === 0}
                duePaisa={dueOf(course._id)}
              />
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
