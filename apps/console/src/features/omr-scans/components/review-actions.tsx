import type { OmrSheetRead } from '@lms/domain/contract';
import { Button, Flex, Tag, Typography } from 'antd';
import { ErrorAlert } from '../../../components/error-alert';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { useAcceptClean } from '../api/omr-review-api';

/** A sheet's action cell: "Review", and when it was accepted. */
export function SheetReviewAction({ sheet, onReview }: { sheet: OmrSheetRead; onReview: () => void }) {
  const { t, n } = useT();
  return (
    <Flex vertical gap={2} align="start">
      <Button size="small" onClick={onReview}>
        {t('Review')}
      </Button>
      {sheet.attemptId ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <Tag color="blue">{t('Accepted')}</Tag>
          {sheet.reviewedAt ? n(formatWhen.day(sheet.reviewedAt)) : null}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** "Accept all clean sheets" above the read's sheets, then what it did. */
export function AcceptCleanButton({
  examId,
  scanId,
  clean,
}: {
  examId: string;
  scanId: string;
  clean: OmrSheetRead[];
}) {
  const { t, n } = useT();
  const accept = useAcceptClean(examId, scanId);
  const done = accept.data;
  return (
    <Flex gap={8} align="center" wrap>
      {done ? (
        <Typography.Text role="status">
          {t('{{accepted}} accepted, {{left}} left for review', {
            accepted: n(String(done.accepted + done.alreadyAccepted)),
            left: n(String(done.left)),
          })}
        </Typography.Text>
      ) : null}
      <ErrorAlert error={accept.error} gap={0} />
      <Button
        type="primary"
        disabled={clean.every((s) => s.attemptId !== null)}
        loading={accept.isPending}
        onClick={() => accept.mutate()}
      >
        {t('Accept all clean sheets')}
      </Button>
    </Flex>
  );
}
