import { Result } from 'antd';
import { useBrandingState } from '../lib/endpoints/get-branding';
import { useT } from '../lib/i18n/use-t';

/** Shown when the student is in no group (My Courses, My Exams, My Q&A), naming the institute. */
export function NoGroupNotice() {
  const { t } = useT();
  const branding = useBrandingState();
  const institute = branding.data?.name ?? 'the institute';
  return (
    <Result
      status="info"
      title={t('You are not added to a group yet')}
      subTitle={t(
        'To view contents you must be added to a student group. Please ask {{institute}} Administration to add you to a group.',
        { institute },
      )}
    />
  );
}
