import { Result } from 'antd';
import { useBrandingState } from '../lib/endpoints/get-branding';

/** Shown when the student is in no group (My Courses, My Exams, My Q&A), naming the institute. */
export function NoGroupNotice() {
  const branding = useBrandingState();
  const institute = branding.data?.name ?? 'the institute';
  return (
    <Result
      status="info"
      title="You are not added to a group yet"
      subTitle={`To view contents you must be added to a student group. Please ask ${institute} Administration to add you to a group.`}
    />
  );
}
