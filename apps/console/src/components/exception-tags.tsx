import { Tag } from 'antd';
import { useT } from '../lib/i18n/use-t';

/** The badges of a student's exam exception: "+15 min" for extra minutes, "Reopened" for a reopened attempt. */
export function ExceptionTags({
  extraMinutes,
  reopened = false,
}: {
  extraMinutes: number;
  reopened?: boolean;
}) {
  const { t, n } = useT();
  return (
    <>
      {extraMinutes > 0 ? (
        <Tag color="purple">{t('+{{minutes}} min', { minutes: n(extraMinutes) })}</Tag>
      ) : null}
      {reopened ? <Tag color="gold">{t('Reopened')}</Tag> : null}
    </>
  );
}
