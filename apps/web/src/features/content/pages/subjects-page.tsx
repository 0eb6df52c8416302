import type { SubjectCard as Subject } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { Card, Typography } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { writeSelectedCourse, writeSelectedSubject } from '../../../lib/content-cache';
import { useCourses } from '../api/get-courses';
import { useSubjectCompletion } from '../api/get-subject-completion';
import { useSubjects } from '../api/get-subjects';
import { startSubject } from '../api/start-subject';
import { CardGrid } from '../components/card-grid';
import { ContentBreadcrumb } from '../components/content-breadcrumb';
import { LoadingOrError } from '../components/loading-or-error';
import { NothingAdded } from '../components/nothing-added';
import { SubjectCard } from '../components/subject-card';

/** `/subjects/{courseId}`: breadcrumb, the course card and its subjects with their completion. */
export function SubjectsPage() {
  const { courseId = '' } = useParams();
  const courses = useCourses();
  const subjects = useSubjects(courseId);
  const completion = useSubjectCompletion(courseId);
  const course = courses.data?.find((c) => c._id === courseId);

  useEffect(() => {
    if (course) writeSelectedCourse(course);
  }, [course]);

  const open = (subject: Subject) => {
    writeSelectedSubject(subject);
    void startSubject(subject._id, courseId).catch(() => undefined);
  };
  const percentOf = (subjectId: string) =>
    completion.data?.find((c) => c.subjectId === subjectId)?.percentage;

  return (
    <>
      <ContentBreadcrumb course={course} />
      {course ? (
        <Card style={{ marginBottom: 16 }} styles={{ body: { padding: 16 } }}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
            {course.name}
          </Typography.Title>
          {course.description ? (
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              <RichText as="span" text={course.description} />
            </Typography.Paragraph>
          ) : null}
        </Card>
      ) : null}
      {subjects.data ? (
        subjects.data.length === 0 ? (
          <NothingAdded />
        ) : (
          <CardGrid>
            {subjects.data.map((subject) => (
              <SubjectCard
                key={subject._id}
                subject={subject}
                percentage={percentOf(subject._id)}
                onOpen={open}
              />
            ))}
          </CardGrid>
        )
      ) : (
        <LoadingOrError query={subjects} what="course" />
      )}
    </>
  );
}
