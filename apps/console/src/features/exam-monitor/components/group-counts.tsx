import type { ExamMonitorSummary } from '@lms/domain/contract';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { stateLabel } from './students-table';

const FIGURES = ['notStarted', 'answering', 'offline', 'timeOver', 'submitted'] as const;

/** The colour of a figure that asks for attention when it is not zero. */
const ALERT_COLORS: Partial<Record<(typeof FIGURES)[number], string>> = {
  offline: '#cf1322',
  timeOver: '#d46b08',
};

/**
 * One card per group with its students by state (offline: not on the exam page, no save for 30 s;
 * time over: past the deadline, waiting for the automatic submit).
 */
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
            <Row gutter={[8, 8]}>
              {FIGURES.map((key) => (
                <Col flex="1 0 84px" key={key} role="group" aria-label={stateLabel(t, key)}>
                  <Statistic
                    title={stateLabel(t, key)}
                    value={group[key]}
                    valueStyle={
                      group[key] > 0 && ALERT_COLORS[key] ? { color: ALERT_COLORS[key] } : undefined
                    }
                  />
                </Col>
              ))}
            </Row>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('Last save: {{time}}', {
                time: group.lastSaveAt ? n(formatWhen.time(group.lastSaveAt)) : '—',
              })}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
