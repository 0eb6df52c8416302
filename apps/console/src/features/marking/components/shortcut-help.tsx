import { Card, Typography } from 'antd';
import { useT } from '../../../lib/i18n/use-t';
import { shortcuts } from './use-marking-keys';

/** The marking screen's keyboard shortcuts, always on screen. */
export function ShortcutHelp() {
  const { t } = useT();
  return (
    <Card size="small" title={t('Keyboard')} style={{ marginTop: 12 }}>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}>
        {shortcuts(t).map(([keys, what]) => (
          <div key={keys} style={{ display: 'contents' }}>
            <dt>
              <Typography.Text keyboard>{keys}</Typography.Text>
            </dt>
            <dd style={{ margin: 0 }}>{what}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
