import { normalizePhone } from '@lms/domain';
import type { StudentProfile, UpdateProfileBody } from '@lms/domain/contract';
import { Button, Input, Typography } from 'antd';
import { type FormEvent, type ReactNode, useState } from 'react';
import { translate, useT } from '../../../lib/i18n/use-t';
import { withHttpsPrefix } from '../alternate-link';
import { gpaError } from '../gpa-field';

/** Props of the profile rows. */
export interface ProfileFieldsProps {
  profile: StudentProfile;
  editing: boolean;
  onUpdate: (body: UpdateProfileBody) => void;
}

const shown = (value: string | number | null | undefined): ReactNode =>
  value === null || value === undefined || value === '' ? (
    <Typography.Text type="secondary">{translate('Not given')}</Typography.Text>
  ) : (
    value
  );

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '4px 12px',
        padding: '10px 0',
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      <div style={{ flex: '0 0 140px', color: 'rgba(0,0,0,0.55)' }}>{label}</div>
      <div style={{ flex: '1 1 160px', minWidth: 0, overflowWrap: 'anywhere' }}>{children}</div>
    </div>
  );
}

function GpaInput(props: {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onChange: (v: string) => void;
}) {
  return (
    <>
      <Input
        id={props.id}
        aria-label={props.label}
        inputMode="decimal"
        value={props.value}
        status={props.error ? 'error' : undefined}
        onChange={(e) => props.onChange(e.target.value)}
        style={{ maxWidth: 160 }}
      />
      {props.error ? (
        <div role="alert" style={{ color: '#cc3d3f', fontSize: 13 }}>
          {props.error}
        </div>
      ) : null}
    </>
  );
}

/** The rows of the profile; in edit mode the GPAs are inputs (0 to 5) and Update saves them. */
export function ProfileFields({ profile, editing, onUpdate }: ProfileFieldsProps) {
  const { t } = useT();
  const [ssc, setSsc] = useState(profile.SSCGPA?.toString() ?? '');
  const [hsc, setHsc] = useState(profile.HSCGPA?.toString() ?? '');
  const [checked, setChecked] = useState(false);
  const sscError = checked ? gpaError(ssc) : null;
  const hscError = checked ? gpaError(hsc) : null;
  const link = withHttpsPrefix(profile.link);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (gpaError(ssc) || gpaError(hsc)) return;
    onUpdate({ SSCGPA: Number(ssc.trim()), HSCGPA: Number(hsc.trim()) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Row label={t('Name')}>{shown(profile.name)}</Row>
      <Row label={t('Student ID')}>{shown(profile.sid)}</Row>
      <Row label={t('Phone')}>{shown(normalizePhone(profile.username) ?? profile.username)}</Row>
      <Row label={t("Guardian's Phone")}>{shown(profile.contact)}</Row>
      <Row label={t('SSC GPA')}>
        {editing ? (
          <GpaInput id="profile-ssc" label={t('SSC GPA')} value={ssc} error={sscError} onChange={setSsc} />
        ) : (
          shown(profile.SSCGPA)
        )}
      </Row>
      <Row label={t('HSC GPA')}>
        {editing ? (
          <GpaInput id="profile-hsc" label={t('HSC GPA')} value={hsc} error={hscError} onChange={setHsc} />
        ) : (
          shown(profile.HSCGPA)
        )}
      </Row>
      <Row label={t('Session')}>{shown(profile.session)}</Row>
      <Row label={t('Branch')}>
        {shown(
          profile.branch ? [profile.branch.name, profile.branch.division].filter(Boolean).join(', ') : '',
        )}
      </Row>
      <Row label={t('Groups')}>{shown(profile.groups.map((g) => g.name).join(', '))}</Row>
      <Row label={t('Code')}>{shown(profile.code)}</Row>
      <Row label={t('Alternate Exam Link')}>
        {link ? (
          <a href={link} target="_blank" rel="noopener noreferrer">
            {link}
          </a>
        ) : (
          shown('')
        )}
      </Row>
      {editing ? (
        <div style={{ paddingTop: 16 }}>
          <Button type="primary" htmlType="submit">
            {t('Update')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
