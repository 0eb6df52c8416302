import { Button, Card, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../lib/i18n/use-t';
import { useImportOmrCsv, useStartOmrScan } from '../api/omr-scans-api';

const SCAN_TYPES = 'application/pdf,image/jpeg,image/png';

/** The set codes typed (`A, B`) as the server takes them. */
const setsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

function SetsField({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  const { t } = useT();
  return (
    <Flex gap={8} align="center" wrap>
      <label htmlFor={id}>{t('Set codes printed (optional)')}</label>
      <Input
        id={id}
        placeholder="A,B"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        style={{ width: 120 }}
      />
    </Flex>
  );
}

/**
 * Upload scans (PDF from a sheet-feed scanner, or JPEG/PNG photos), one or more files, and start
 * reading them; `onStarted` gets the read's id.
 */
export function ScanUploadForm({
  examId,
  onStarted,
}: {
  examId: string;
  onStarted: (scanId: string) => void;
}) {
  const { t, n } = useT();
  const [files, setFiles] = useState<File[]>([]);
  const [sets, setSets] = useState('');
  const [sending, setSending] = useState<number | null>(null);
  // A new input once the files are sent, so it shows none chosen.
  const [inputKey, setInputKey] = useState(0);
  const start = useStartOmrScan(examId);
  const read = () =>
    start.mutate(
      { files, sets: setsOf(sets), onFile: setSending },
      {
        onSuccess: (scanId) => {
          setFiles([]);
          setInputKey((k) => k + 1);
          onStarted(scanId);
        },
        onSettled: () => setSending(null),
      },
    );
  return (
    <Card size="small" title={t('Read scanned sheets')}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {t('PDF files from a scanner, or photos (JPEG, PNG) of filled sheets printed from this exam.')}
        </Typography.Text>
        <label>
          <span className="ant-typography">{t('Scan files')} </span>
          <input
            key={inputKey}
            type="file"
            multiple
            aria-label={t('Scan files')}
            accept={SCAN_TYPES}
            disabled={start.isPending}
            onChange={(e) => setFiles([...(e.target.files ?? [])])}
          />
        </label>
        <SetsField id="omr-scan-sets" value={sets} onChange={setSets} />
        <ErrorAlert error={start.error} gap={0} />
        <Flex gap={12} align="center" wrap>
          <Button type="primary" disabled={files.length === 0} loading={start.isPending} onClick={read}>
            {t('Read the sheets')}
          </Button>
          {sending !== null ? (
            <Typography.Text role="status">
              {t('Uploading file {{number}} of {{total}}…', {
                number: n(String(sending + 1)),
                total: n(String(files.length)),
              })}
            </Typography.Text>
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}

/** Import a CSV of marks read by another tool (our `roll,set,q1,…` or OMRChecker's Results CSV). */
export function CsvImportForm({
  examId,
  onImported,
}: {
  examId: string;
  onImported: (scanId: string) => void;
}) {
  const { t } = useT();
  const [file, setFile] = useState<File | null>(null);
  const [sets, setSets] = useState('');
  const importCsv = useImportOmrCsv(examId);
  return (
    <Card size="small" title={t('Import marks from a CSV')}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {t(
            'A header roll,set,q1,q2,… (or the Results CSV of OMRChecker), one line per sheet, the options marked: B, AB or "A,B"; empty for none.',
          )}
        </Typography.Text>
        <label>
          <span className="ant-typography">{t('CSV file')} </span>
          <input
            type="file"
            aria-label={t('CSV file')}
            accept=".csv,text/csv"
            disabled={importCsv.isPending}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <SetsField id="omr-csv-sets" value={sets} onChange={setSets} />
        <ErrorAlert error={importCsv.error} gap={0} />
        <Flex>
          <Button
            disabled={!file}
            loading={importCsv.isPending}
            onClick={() =>
              file &&
              importCsv.mutate({ file, sets: setsOf(sets) }, { onSuccess: (scanId) => onImported(scanId) })
            }
          >
            {t('Import CSV')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
