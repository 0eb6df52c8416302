import type { StudentProfile } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { notLoggedIn } from '../../lib/http-error';
import { studentIdentity } from '../../lib/student-identity';
import { listStudentCourses } from '../content/list-courses';
import { listStudentAttempts } from '../exams/results/list-student-attempts';
import { listNotifications } from '../notifications/list-notifications';
import { findStudentProfile } from './student-repository';

/** The student's profile as the student app shows it, with groups, notifications, courses and exam attempts. */
export async function getProfile(ctx: AppContext, studentId: string): Promise<StudentProfile> {
  const found = await findStudentProfile(ctx.db, studentId);
  if (!found) throw notLoggedIn();
  const { student: s, branch } = found;
  return {
    ...studentIdentity(s),
    SSCGPA: s.sscGpa,
    HSCGPA: s.hscGpa,
    branch: branch ? { _id: branch.id, name: branch.name, division: branch.division } : null,
    link: s.link,
    profilePic: s.profilePic,
    groups: found.groups.map((g) => ({ _id: g.id, name: g.name, courseId: g.courseId })),
    notifications: await listNotifications(ctx.db, s.id),
    courses: await listStudentCourses(ctx, s.id),
    exams: await listStudentAttempts(ctx.db, s.id),
  };
}
