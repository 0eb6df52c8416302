import { Empty } from 'antd';
import { useT } from '../../../lib/i18n/use-t';

/** Shown when the student's groups have no courses yet. */
export function NoContentNotice() {
  const { t } = useT();
  return (
    <Empty
      style={{ padding: '48px 0' }}
      description={t("Nothing added yet. You'll see contents immediately after contents will be updated.")}
    />
  );
}
