import { Result, Spin } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useT } from '../lib/i18n/use-t';
import { useStaff } from '../lib/session';
import { SECTIONS, type Section, visibleSections } from './sections';

// Each section's page is its own chunk, loaded when first opened.
const pages: Record<string, ComponentType> = {
  home: lazy(async () => ({
    default: (await import('../features/dashboard/pages/dashboard-page')).DashboardPage,
  })),
  students: lazy(async () => ({
    default: (await import('../features/students/pages/students-page')).StudentsPage,
  })),
  qa: lazy(async () => ({ default: (await import('../features/qa/pages/qa-page')).QaPage })),
  notices: lazy(async () => ({
    default: (await import('../features/notices/pages/notices-page')).NoticesPage,
  })),
  'audit-log': lazy(async () => ({
    default: (await import('../features/audit-log/pages/audit-log-page')).AuditLogPage,
  })),
  groups: lazy(async () => ({
    default: (await import('../features/groups/pages/groups-page')).GroupsPage,
  })),
  branding: lazy(async () => ({
    default: (await import('../features/branding/pages/branding-page')).BrandingPage,
  })),
  'staff-accounts': lazy(async () => ({
    default: (await import('../features/staff-accounts/pages/staff-accounts-page')).StaffAccountsPage,
  })),
  exams: lazy(async () => ({
    default: (await import('../features/exams/pages/exams-page')).ExamsPage,
  })),
  'exam-day': lazy(async () => ({
    default: (await import('../features/exam-monitor/pages/exam-day-page')).ExamDayPage,
  })),
  results: lazy(async () => ({
    default: (await import('../features/results/pages/results-page')).ResultsPage,
  })),
  questions: lazy(async () => ({
    default: (await import('../features/question-bank/pages/question-bank-page')).QuestionBankPage,
  })),
  courses: lazy(async () => ({
    default: (await import('../features/courses/pages/courses-page')).CoursesPage,
  })),
  fees: lazy(async () => ({
    default: (await import('../features/fees/pages/fees-page')).FeesPage,
  })),
  marking: lazy(async () => ({
    default: (await import('../features/marking/pages/marking-page')).MarkingPage,
  })),
  payments: lazy(async () => ({
    default: (await import('../features/payments/pages/payments-page')).PaymentsPage,
  })),
};

function pageOf(section: Section, notFound: string) {
  const Page = pages[section.key];
  if (!Page) return <Result status="404" title={notFound} />;
  return (
    <Suspense fallback={<Spin />}>
      <Page />
    </Suspense>
  );
}

/** A section's page, when the staff member's roles may use it. */
export function SectionPage() {
  const { t } = useT();
  const { section: key } = useParams();
  const staff = useStaff();
  const section = SECTIONS.find((s) => s.key === key);
  if (!section) return <Result status="404" title={t('No such page')} />;
  if (!staff || !visibleSections(staff.roles).includes(section))
    return (
      <Result
        status="403"
        title={t('Not for your role')}
        subTitle={t('Ask an admin if you need this section.')}
      />
    );
  return pageOf(section, t('No such page'));
}

/** The start page: the first section the staff member may use. */
export function FirstSection() {
  const { t } = useT();
  const staff = useStaff();
  const first = staff ? visibleSections(staff.roles)[0] : undefined;
  if (!first) return <Result status="info" title={t('No sections for your role yet')} />;
  return <Navigate to={`/${first.key}`} replace />;
}
