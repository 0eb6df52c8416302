import { useT } from '../lib/i18n/use-t';
/** A light spinner shown while a page's code or data loads (no antd, so it costs nothing up front). */
export function PageLoader() {
  const { t } = useT();
  return (
    <div
      role="status"
      aria-label={t('Loading')}
      style={{ display: 'flex', justifyContent: 'center', padding: 64 }}
    >
      <span className="page-loader" />
    </div>
  );
}
