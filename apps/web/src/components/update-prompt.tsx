import { useLocation } from 'react-router-dom';
import { useT } from '../lib/i18n/use-t';
import { applyUpdate, examInProgress, useUpdateReady } from '../lib/service-worker-update';
import { PlainButton } from './plain-button';
import { uiColors } from './ui-colors';

/**
 * "A new version is available" with a Reload button, at the bottom of the screen, once a new build is
 * installed. Hidden during an exam: the student finishes on the version they started with.
 */
export function UpdatePrompt() {
  const { t } = useT();
  const ready = useUpdateReady();
  const { pathname } = useLocation();
  if (!ready || examInProgress(pathname)) return null;
  return (
    <div
      role="status"
      style={{
        position: 'fixed',
        insetInline: 12,
        bottom: 12,
        zIndex: 1100,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        padding: '8px 12px',
        borderRadius: 8,
        background: uiColors.background,
        color: uiColors.text,
        boxShadow: '0 6px 16px rgba(0, 0, 0, 0.16)',
      }}
    >
      <span>{t('A new version of the app is available.')}</span>
      <PlainButton variant="primary" onClick={applyUpdate}>
        {t('Reload')}
      </PlainButton>
    </div>
  );
}
