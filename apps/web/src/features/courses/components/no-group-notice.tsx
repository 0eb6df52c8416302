import { Result } from 'antd';
import { useT } from '../../../lib/i18n/use-t';

/** Props of the no-group notice. */
export interface NoGroupNoticeProps {
  institute: string;
}

/** Shown when the student is in no group. */
export function NoGroupNotice({ institute }: NoGroupNoticeProps) {
  const { t } = useT();
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
