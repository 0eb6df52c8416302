/** The student tabs, each with the page families that belong to it. */
export const studentTabs = [
  { key: '/courses', label: 'My Courses' },
  { key: '/exams', label: 'My Exams' },
  { key: '/my-qa', label: 'My Q&A' },
] as const;

// Pages reached from a tab keep that tab selected: study pages under My Courses, an exam or its result
// under My Exams, the forum and its threads under My Q&A.
const families: Record<string, readonly string[]> = {
  '/courses': ['/courses', '/subjects', '/chapters', '/lectures', '/question-solve', '/videos', '/notes'],
  '/exams': ['/exams', '/live-exam', '/result'],
  '/my-qa': ['/my-qa', '/qa-forum-list', '/question-details'],
};

/** The tab that a path belongs to (`/` is My Courses), or undefined. */
export function activeTab(pathname: string): string | undefined {
  if (pathname === '/') return '/courses';
  return studentTabs.find((tab) =>
    (families[tab.key] ?? [tab.key]).some((root) => pathname === root || pathname.startsWith(`${root}/`)),
  )?.key;
}
