import type { CachedExam, ExamAssignment } from '../cached-exam';

/** The timing rules' view of an exam in a group. */
export function timingOf(exam: CachedExam, assignment: ExamAssignment) {
  return { durationMinutes: assignment.duration, endsAt: assignment.endsAt, isPractice: exam.isPractice };
}
