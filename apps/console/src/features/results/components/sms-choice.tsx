import { ApiError } from '@lms/domain/client';
import type { SmsAudience } from '@lms/domain/contract';
import { Alert, Radio, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { previewResultSms } from '../api/sms-api';
import { SmsPreviewFacts } from './sms-preview-facts';

/** The choice of who gets a result SMS, as the options read. */
export function useAudienceOptions() {
  const { t } = useT();
  return [
    { value: 'none', label: t('No SMS') },
    { value: 'students', label: t('Students') },
    { value: 'guardians', label: t('Guardians') },
    { value: 'both', label: t('Students and guardians') },
  ] as const;
}

/**
 * Who gets a result SMS with the publish, and its preview for that choice (the results the publish
 * would show: `scope` exam), refetched on each change.
 */
export function SmsChoice({
  examId,
  scope,
  onChange,
}: {
  examId: string;
  scope: 'published' | 'exam';
  onChange: (audience: SmsAudience) => void;
}) {
  const { t } = useT();
  const options = useAudienceOptions();
  const [audience, setAudience] = useState<SmsAudience>('none');
  const [state, setState] = useState<{
    preview?: Awaited<ReturnType<typeof previewResultSms>>;
    error?: unknown;
  }>({});
  useEffect(() => {
    if (audience === 'none') return;
    let live = true;
    setState({});
    previewResultSms(examId, audience, scope).then(
      (preview) => live && setState({ preview }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [examId, audience, scope]);
  return (
    <div style={{ marginTop: 12 }}>
      <Radio.Group
        aria-label={t('Result SMS')}
        value={audience}
        onChange={(e) => {
          setAudience(e.target.value);
          onChange(e.target.value);
        }}
        options={options.map((o) => ({ value: o.value, label: o.label }))}
      />
      {audience === 'none' ? null : state.error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          title={state.error instanceof ApiError ? (state.error.title ?? t('No preview')) : t('No preview')}
        />
      ) : state.preview ? (
        <div style={{ marginTop: 8 }}>
          <SmsPreviewFacts preview={state.preview} />
        </div>
      ) : (
        <Spin />
      )}
    </div>
  );
}
