import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { withAntdSheet } from '../lib/antd-sheet';
import { lazyNamed } from '../lib/lazy-named';
import { GuardianRoute, SignedInRoute, SignedOutRoute } from './guards';

const LoginPage = lazyNamed(() => import('../features/auth/pages/login-page'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('../features/auth/pages/register-page'), 'RegisterPage');
const OtpPage = lazyNamed(
  withAntdSheet(() => import('../features/auth/pages/otp-page')),
  'OtpPage',
);
const SetPasswordPage = lazyNamed(
  () => import('../features/auth/pages/set-password-page'),
  'SetPasswordPage',
);
const ForgetPasswordPage = lazyNamed(
  () => import('../features/auth/pages/forget-password-page'),
  'ForgetPasswordPage',
);
const DataDeletionPolicyPage = lazyNamed(
  withAntdSheet(() => import('../features/policy/pages/data-deletion-policy-page')),
  'DataDeletionPolicyPage',
);
const SignedInLayout = lazyNamed(
  withAntdSheet(() => import('./layouts/signed-in-layout')),
  'SignedInLayout',
);
const MyCoursesPage = lazyNamed(() => import('../features/courses/pages/my-courses-page'), 'MyCoursesPage');
const SubjectsPage = lazyNamed(() => import('../features/content/pages/subjects-page'), 'SubjectsPage');
const ChaptersPage = lazyNamed(() => import('../features/content/pages/items-page'), 'ChaptersPage');
const LecturesPage = lazyNamed(() => import('../features/content/pages/items-page'), 'LecturesPage');
const QuestionSolvePage = lazyNamed(
  () => import('../features/content/pages/items-page'),
  'QuestionSolvePage',
);
const VideosPage = lazyNamed(() => import('../features/content/pages/videos-page'), 'VideosPage');
const NotesPage = lazyNamed(() => import('../features/content/pages/notes-page'), 'NotesPage');
const MyExamsPage = lazyNamed(() => import('../features/exams/pages/my-exams-page'), 'MyExamsPage');
const LiveExamPage = lazyNamed(() => import('../features/exams/pages/live-exam-page'), 'LiveExamPage');
const ExamPreviewPage = lazyNamed(
  withAntdSheet(() => import('../features/exams/pages/exam-preview-page')),
  'ExamPreviewPage',
);
const ResultPage = lazyNamed(() => import('../features/exams/pages/result-page'), 'ResultPage');
const MyQaPage = lazyNamed(() => import('../features/qa/pages/my-qa-page'), 'MyQaPage');
const QaForumListPage = lazyNamed(() => import('../features/qa/pages/qa-forum-list-page'), 'QaForumListPage');
const QuestionDetailsPage = lazyNamed(
  () => import('../features/qa/pages/question-details-page'),
  'QuestionDetailsPage',
);
const StudentProfilePage = lazyNamed(
  () => import('../features/profile/pages/student-profile-page'),
  'StudentProfilePage',
);
const PaymentsPage = lazyNamed(() => import('../features/payments/pages/payments-page'), 'PaymentsPage');
const ScoreboardPage = lazyNamed(
  () => import('../features/scoreboard/pages/scoreboard-page'),
  'ScoreboardPage',
);
const PaymentResultPage = lazyNamed(
  withAntdSheet(() => import('../features/payment-result/pages/payment-result-page')),
  'PaymentResultPage',
);
const GuardianLoginPage = lazyNamed(
  withAntdSheet(() => import('../features/auth/pages/guardian-login-page')),
  'GuardianLoginPage',
);
const GuardianLayout = lazyNamed(
  withAntdSheet(() => import('../features/guardian/components/guardian-layout')),
  'GuardianLayout',
);
const GuardianHomePage = lazyNamed(
  () => import('../features/guardian/pages/guardian-home-page'),
  'GuardianHomePage',
);
const ChildPage = lazyNamed(() => import('../features/guardian/pages/child-page'), 'ChildPage');
const ChildResultPage = lazyNamed(
  () => import('../features/guardian/pages/child-result-page'),
  'ChildResultPage',
);
const PlaceholderPage = lazyNamed(
  withAntdSheet(() => import('../features/placeholder/pages/placeholder-page')),
  'PlaceholderPage',
);

/** Signed-in pages still to be built by later issues: path and title. */
const placeholderPages: ReadonlyArray<readonly [string, string]> = [];

/** The student app's routes; every page is a lazy chunk. */
export const routes: RouteObject[] = [
  { path: '/data-deletion-policy', element: <DataDeletionPolicyPage /> },
  // Staff preview of an exam, shown by the console in a phone-sized frame (the staff session signs it).
  { path: '/exam-preview/:examId', element: <ExamPreviewPage /> },
  {
    element: <SignedOutRoute />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/otp', element: <OtpPage /> },
      { path: '/setpassword', element: <SetPasswordPage /> },
      { path: '/forget-password', element: <ForgetPasswordPage /> },
      { path: '/guardian/login', element: <GuardianLoginPage /> },
    ],
  },
  {
    element: <GuardianRoute shell={<GuardianLayout />} />,
    children: [
      { path: '/guardian', element: <GuardianHomePage /> },
      { path: '/guardian/child/:studentId', element: <ChildPage /> },
      { path: '/guardian/child/:studentId/result/:examId/:groupId', element: <ChildResultPage /> },
    ],
  },
  {
    element: <SignedInRoute shell={<SignedInLayout />} signedOutHome={<LoginPage />} />,
    children: [
      { path: '/', element: <MyCoursesPage /> },
      { path: '/courses', element: <MyCoursesPage /> },
      { path: '/subjects/:courseId', element: <SubjectsPage /> },
      { path: '/chapters/:subjectId', element: <ChaptersPage /> },
      { path: '/lectures/:subjectId', element: <LecturesPage /> },
      { path: '/question-solve/:subjectId', element: <QuestionSolvePage /> },
      { path: '/videos/:id/:type', element: <VideosPage /> },
      { path: '/notes/:id/:type', element: <NotesPage /> },
      { path: '/exams', element: <MyExamsPage /> },
      { path: '/live-exam/:examId/:groupId', element: <LiveExamPage /> },
      { path: '/result/:examId/:groupId', element: <ResultPage /> },
      { path: '/my-qa', element: <MyQaPage /> },
      { path: '/qa-forum-list/:courseId', element: <QaForumListPage /> },
      { path: '/question-details/:id', element: <QuestionDetailsPage /> },
      { path: '/student-profile', element: <StudentProfilePage /> },
      { path: '/scoreboard', element: <ScoreboardPage /> },
      { path: '/payments', element: <PaymentsPage /> },
      { path: '/payments/result', element: <PaymentResultPage /> },
      ...placeholderPages.map(([path, title]) => ({ path, element: <PlaceholderPage title={title} /> })),
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** The routes rendered for the current address (declarative router: the data router costs too much up front). */
export function AppRoutes() {
  return useRoutes(routes);
}
