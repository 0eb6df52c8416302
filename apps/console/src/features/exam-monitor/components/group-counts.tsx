import type { ExamMonitorSummary } from '@lms/domain/contract';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useT } from '../../../lib/i18n/use-t';
import { stateLabel } from './students-table';

const FIGURES = ['notStarted', 'answering', 'offline', 'submitted'] as const;

/** One card per group with its students by state (offline: no save for 2 minutes). */
export function GroupCounts({ summary }: { summary: ExamMonitorSummary }) {
  const { t, n } = useT();
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {summary.groups.map((group) => (
        <Col key={group.groupId} xs={24} md={12} xl={8}>
          <Card
            size="small"
            title={group.name}
            role="region"
            aria-label={t('Group {{name}}', { name: group.name })}
          >
            <Row gutter={8}>
              {FIGURES.map((key) => (
                <Col span={6} key={key} role="group" aria-label={stateLabel(t, key)}>
                  <Statistic
                    title={stateLabel(t, key)}
                    value={group[key]}
                    valueStyle={key === 'offline' && group.offline > 0 ? { color: '#cf1322' } : undefined}
                  />
                </Col>
              ))}
            </Row>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('Last save: {{time}}', {
                time: group.lastSaveAt ? n(new Date(group.lastSaveAt).toLocaleTimeString()) : '—',
              })}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
