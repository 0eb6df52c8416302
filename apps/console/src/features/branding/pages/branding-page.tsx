import type { Branding, BrandingPatch } from '@lms/domain/contract';
import { App, Button, Card, ColorPicker, Flex, Form, Radio, Select, Spin, Typography } from 'antd';
import { ErrorAlert } from '../../../components/error-alert';
import { TextField } from '../../../components/text-field';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { useT } from '../../../lib/i18n/use-t';
import { useBranding, useSaveBranding } from '../api/branding-api';
import { HeaderPreview } from '../components/header-preview';
import { LogoPicker } from '../components/logo-picker';

type BrandingValues = Pick<
  Branding,
  'name' | 'shortName' | 'logoUrl' | 'primaryColor' | 'timeZone' | 'clock'
>;
const FIELDS = ['name', 'shortName', 'logoUrl', 'primaryColor', 'timeZone', 'clock'] as const;

// Every zone the browser knows, for the zone picker (the server checks the one chosen).
const ZONES: string[] = (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf?.(
  'timeZone',
) ?? ['Asia/Dhaka', 'UTC'];

/** The fields that differ from what is saved: the PATCH sends only these. */
function changesOf(saved: Branding, values: BrandingValues): BrandingPatch {
  const patch: BrandingPatch = {};
  for (const field of FIELDS) {
    if (values[field] !== saved[field]) Object.assign(patch, { [field]: values[field] });
  }
  return patch;
}

/** The institute's branding (admin): name, short name, logo and colour, with a live preview of the student app's header. */
export function BrandingPage() {
  const branding = useBranding();
  if (branding.error) return <ErrorAlert error={branding.error} gap={0} />;
  if (!branding.data) return <Spin />;
  return <BrandingForm saved={branding.data} />;
}

function BrandingForm({ saved }: { saved: Branding }) {
  const { t } = useT();
  const [form] = Form.useForm<BrandingValues>();
  const { message } = App.useApp();
  const save = useSaveBranding();
  const watched = Form.useWatch([], form) as Partial<BrandingValues> | undefined;
  const preview: BrandingValues = { ...saved, ...watched };
  const submit = (values: BrandingValues) => {
    const patch = changesOf(saved, values);
    if (Object.keys(patch).length === 0) {
      message.info(t('Nothing changed'));
      return;
    }
    return save
      .mutateAsync(patch)
      .then(() => message.success(t('Branding saved: students see it on their next page load')));
  };
  const saving = useSubmitGuard(submit);
  return (
    <section aria-labelledby="branding-title">
      <Typography.Title id="branding-title" level={3} style={{ marginTop: 0 }}>
        {t('Branding')}
      </Typography.Title>
      <Flex wrap gap={24} align="flex-start">
        <Card title={t('Institute')} style={{ flex: '1 1 320px', maxWidth: 520 }}>
          <ErrorAlert error={save.error} />
          <Form<BrandingValues>
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={{
              name: saved.name,
              shortName: saved.shortName,
              logoUrl: saved.logoUrl,
              primaryColor: saved.primaryColor,
              timeZone: saved.timeZone,
              clock: saved.clock,
            }}
            onFinish={saving.submit}
          >
            <TextField label={t('Institute name')} name="name" max={120} missing={t('Enter the name')} />
            <TextField
              label={t('Short name')}
              name="shortName"
              max={40}
              missing={t('Enter a short name')}
              extra={t('Shown in place of the logo when there is none.')}
            />
            <Form.Item label={t('Logo')} name="logoUrl">
              <LogoPicker assetHost={saved.assetHost} />
            </Form.Item>
            <Form.Item
              label={t('Primary colour')}
              name="primaryColor"
              getValueFromEvent={(color: { toHexString: () => string }) => color.toHexString()}
              rules={[{ pattern: /^#[0-9a-fA-F]{6}$/, message: t('Use a colour like #1677ff') }]}
            >
              <ColorPicker showText disabledAlpha format="hex" aria-label={t('Primary colour')} />
            </Form.Item>
            <Form.Item label={t('Clock')} name="clock" extra={t('How the console shows times.')}>
              <Radio.Group
                options={[
                  { value: '12h', label: t('12-hour (05:06 pm)') },
                  { value: '24h', label: t('24-hour (17:06)') },
                ]}
              />
            </Form.Item>
            <Form.Item
              label={t('Time zone')}
              name="timeZone"
              extra={t('Receipts and exported lists give times in this zone.')}
            >
              <Select
                showSearch
                aria-label={t('Time zone')}
                options={ZONES.map((zone) => ({ value: zone, label: zone }))}
              />
            </Form.Item>
            <Flex gap={8} wrap>
              <Button
                type="primary"
                htmlType="submit"
                loading={save.isPending || saving.busy}
                disabled={save.isPending || saving.busy}
              >
                {t('Save branding')}
              </Button>
              <Button onClick={() => form.resetFields()}>{t('Undo changes')}</Button>
            </Flex>
          </Form>
        </Card>
        <Card title={t('Preview: the student app')} style={{ flex: '1 1 320px', maxWidth: 640, minWidth: 0 }}>
          <HeaderPreview {...preview} />
        </Card>
      </Flex>
    </section>
  );
}
