import { isChapterOffered } from '@lms/domain';
import { Select } from 'antd';
import { useT } from '../../../lib/i18n/use-t';
import type { TreeCourse, TreeSubject } from '../api/qa-types';

/** Props of the forum's course, subject and chapter filters. */
export interface ForumFilterBarProps {
  course: TreeCourse | undefined;
  /** The subject ids of the student's groups. */
  groupSubjectIds: readonly string[] | undefined;
  subjectId?: string;
  chapterId?: string;
  onSubject: (subjectId: string | undefined) => void;
  onChapter: (chapterId: string | undefined) => void;
}

/** The subjects of a course that belong to the student's groups. */
export function offeredSubjects(
  course: TreeCourse | undefined,
  groupSubjectIds: readonly string[] | undefined,
) {
  const allowed = new Set(groupSubjectIds ?? []);
  return (course?.subjects ?? []).filter((s) => allowed.has(s._id));
}

/** The chapters of a subject that may be chosen (names starting with P, B, Z or C are hidden). */
export function offeredChapters(subject: TreeSubject | undefined) {
  return (subject?.chapters ?? []).filter((c) => isChapterOffered(c.name));
}

/** The disabled course select, then subject and chapter filters (clearable). */
export function ForumFilterBar(props: ForumFilterBarProps) {
  const { t } = useT();
  const subjects = offeredSubjects(props.course, props.groupSubjectIds);
  const chapters = offeredChapters(subjects.find((s) => s._id === props.subjectId));
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 8 }}>
      <Select
        aria-label={t('Course')}
        disabled
        value={props.course?._id}
        options={props.course ? [{ value: props.course._id, label: props.course.name }] : []}
      />
      <Select
        aria-label={t('Subject')}
        placeholder={t('Subject')}
        allowClear
        value={props.subjectId}
        options={subjects.map((s) => ({ value: s._id, label: s.name }))}
        onChange={(value?: string) => props.onSubject(value)}
      />
      <Select
        aria-label={t('Chapter')}
        placeholder={t('Chapter')}
        allowClear
        disabled={!props.subjectId}
        value={props.chapterId}
        options={chapters.map((c) => ({ value: c._id, label: c.name }))}
        onChange={(value?: string) => props.onChapter(value)}
      />
    </div>
  );
}
