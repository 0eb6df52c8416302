/** The student tabs of SPEC.md §2. */
export const studentTabs = [
  { key: '/courses', label: 'My Courses' },
  { key: '/exams', label: 'My Exams' },
  { key: '/my-qa', label: 'My Q&A' },
] as const;

/** The tab that a path belongs to (`/` is My Courses), or undefined. */
export function activeTab(pathname: string): string | undefined {
  if (pathname === '/') return '/courses';
  return studentTabs.find((tab) => pathname === tab.key || pathname.startsWith(`${tab.key}/`))?.key;
}
