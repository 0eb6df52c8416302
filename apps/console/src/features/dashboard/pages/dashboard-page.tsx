import { Alert, Col, Row, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { useDashboard } from '../api/dashboard-api';
import {
  AuditCard,
  ExamsCard,
  MarkingCard,
  MoneyCard,
  QaCard,
  StudentsCard,
  VideosCard,
} from '../components/dashboard-cards';

/** The office's home page (`/staff/home`): the figures of each section the staff member's roles may open. */
export function DashboardPage() {
  const { t } = useT();
  const dashboard = useDashboard();
  const d = dashboard.data;
  const cards: ReactNode[] = d
    ? [
        d.students && <StudentsCard key="students" data={d.students} />,
        d.qa && <QaCard key="qa" data={d.qa} />,
        d.exams && <ExamsCard key="exams" data={d.exams} />,
        d.marking && <MarkingCard key="marking" data={d.marking} />,
        d.videos && <VideosCard key="videos" data={d.videos} />,
        d.money && <MoneyCard key="money" data={d.money} />,
        d.audit && <AuditCard key="audit" data={d.audit} />,
      ].filter(Boolean)
    : [];
  return (
    <section aria-labelledby="home-title">
      <Typography.Title id="home-title" level={3} style={{ marginTop: 0 }}>
        {t('Home')}
      </Typography.Title>
      {dashboard.error ? <Alert type="error" showIcon title={errorText(dashboard.error)} /> : null}
      {dashboard.isPending ? <Spin /> : null}
      {d && cards.length === 0 ? (
        <Typography.Paragraph type="secondary">
          {t('Nothing to show for your role here yet.')}
        </Typography.Paragraph>
      ) : null}
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={(card as { key: string }).key} xs={24} lg={12}>
            {card}
          </Col>
        ))}
      </Row>
    </section>
  );
}
