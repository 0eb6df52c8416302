import { OMR_MAX_BLANK_SHEETS, type StaffExamView } from '@lms/domain/contract';
import { Alert, Button, Flex, Input, InputNumber, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { downloadOmrSheets, downloadOmrTemplate } from '../api/omr-api';

/**
 * Paper exam (OMR): prints the exam's answer sheets as a PDF, blank (how many) or one per student of
 * one of the exam's groups (name and roll printed and bubbled), and downloads the sheet's layout (JSON).
 * Optional set codes (A,B,…) add set bubbles; the template and the sheets must use the same ones.
 */
export function OmrSheetsModal({
  exam,
  groupName,
  open,
  onClose,
}: {
  exam: StaffExamView;
  groupName: (groupId: string) => string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useT();
  const [mode, setMode] = useState<'group' | 'blank'>(exam.assignments.length > 0 ? 'group' : 'blank');
  const [groupId, setGroupId] = useState<string | undefined>(exam.assignments[0]?.groupId);
  const [blank, setBlank] = useState<number | null>(30);
  const [sets, setSets] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const codes = sets.replace(/\s+/g, '');
  const ready = mode === 'group' ? Boolean(groupId) : blank !== null;
  const print = () =>
    run(() =>
      downloadOmrSheets(exam, mode === 'group' ? { groupId: groupId! } : { blank: blank ?? 1 }, codes),
    );

  return (
    <Modal title={t('Paper exam (OMR)')} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {t(
            'A4 answer sheets for this exam: MCQ, checkbox and true/false questions; written questions are left out.',
          )}
        </Typography.Text>
        <Radio.Group
          aria-label={t('Which sheets')}
          value={mode}
          onChange={(e) => setMode(e.target.value)}
          options={[
            { value: 'group', label: t('For a group'), disabled: exam.assignments.length === 0 },
            { value: 'blank', label: t('Blank sheets') },
          ]}
        />
        {mode === 'group' ? (
          <Select
            aria-label={t('Group')}
            value={groupId}
            onChange={setGroupId}
            showSearch={{ optionFilterProp: 'label' }}
            options={exam.assignments.map((a) => ({ value: a.groupId, label: groupName(a.groupId) }))}
          />
        ) : (
          <Flex gap={8} align="center">
            <label htmlFor="omr-blank-count">{t('How many')}</label>
            <InputNumber
              id="omr-blank-count"
              min={1}
              max={OMR_MAX_BLANK_SHEETS}
              precision={0}
              value={blank}
              onChange={(v) => setBlank(v)}
            />
          </Flex>
        )}
        <Flex gap={8} align="center">
          <label htmlFor="omr-sets">{t('Set codes (optional)')}</label>
          <Input
            id="omr-sets"
            placeholder="A,B,C,D"
            value={sets}
            onChange={(e) => setSets(e.target.value)}
            style={{ width: 160 }}
          />
        </Flex>
        {error ? <Alert type="error" showIcon title={error} /> : null}
        <Flex gap={8} wrap>
          <Button type="primary" loading={busy} disabled={busy || !ready} onClick={print}>
            {t('Print OMR sheets')}
          </Button>
          <Button disabled={busy} onClick={() => run(() => downloadOmrTemplate(exam, codes))}>
            {t('Download template (JSON)')}
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
