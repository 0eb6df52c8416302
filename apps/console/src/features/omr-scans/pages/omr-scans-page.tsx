import { omrScanRoutes, staffMayCall } from '@lms/domain/contract';
import { Button, Col, Flex, Result, Row, Typography } from 'antd';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n/use-t';
import { useStaff } from '../../../lib/session';
import { useExamTitle, useOmrScan } from '../api/omr-scans-api';
import { CsvImportForm, ScanUploadForm } from '../components/read-forms';
import { AcceptCleanButton, SheetReviewAction } from '../components/review-actions';
import { ReviewDrawer } from '../components/review-drawer';
import { ScanHistory } from '../components/scan-history';
import { ScanView } from '../components/scan-view';

/**
 * An exam's paper sheets (/exams/:examId/omr-scans): upload scans or import a CSV of marks, follow a
 * read (`?scan=<id>`) to its sheets, and the exam's earlier reads.
 */
export function OmrScansPage() {
  const { t } = useT();
  const { examId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const staff = useStaff();
  const title = useExamTitle(examId);
  const scanId = params.get('scan');
  const open = (id: string) => setParams({ scan: id });
  // The sheet under review, by page (its row comes fresh from the read after each write).
  const [reviewing, setReviewing] = useState<number | null>(null);
  const scan = useOmrScan(examId, scanId);
  const sheet = scan.data?.sheets.find((s) => s.page === reviewing);
  if (!staff || !staffMayCall(omrScanRoutes.omrScans.access, staff.roles))
    return (
      <Result
        status="403"
        title={t('Not for your role')}
        subTitle={t('Ask an admin if you need this section.')}
      />
    );
  return (
    <section aria-labelledby="omr-scans-title">
      <Flex gap={8} align="center" wrap style={{ marginBottom: 8 }}>
        <Button href={`/staff/exams?exam=${examId}`}>{t('← The exam')}</Button>
        <Typography.Title id="omr-scans-title" level={3} style={{ margin: 0 }}>
          {t('OMR scans')}
          {title.data ? ` · ${title.data}` : ''}
        </Typography.Title>
      </Flex>
      <Flex vertical gap={16}>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <ScanUploadForm examId={examId} onStarted={open} />
          </Col>
          <Col xs={24} lg={12}>
            <CsvImportForm examId={examId} onImported={open} />
          </Col>
        </Row>
        {scanId ? (
          <ScanView
            key={scanId}
            examId={examId}
            scanId={scanId}
            actions={(s) => <SheetReviewAction sheet={s} onReview={() => setReviewing(s.page)} />}
            toolbar={({ clean }) => <AcceptCleanButton examId={examId} scanId={scanId} clean={clean} />}
          />
        ) : null}
        {scanId && sheet ? (
          <ReviewDrawer
            key={`${sheet.page}-${sheet.reviewedAt ?? ''}`}
            examId={examId}
            scanId={scanId}
            sheet={sheet}
            onClose={() => setReviewing(null)}
          />
        ) : null}
        <section aria-labelledby="omr-earlier-reads">
          <Typography.Title id="omr-earlier-reads" level={5} style={{ margin: '0 0 8px' }}>
            {t('Earlier reads')}
          </Typography.Title>
          <ScanHistory examId={examId} openId={scanId} onOpen={open} />
        </section>
      </Flex>
    </section>
  );
}
