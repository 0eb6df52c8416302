import type { StaffRole } from '@lms/domain';
import type { StaffAccount } from '@lms/domain/contract';
import { MutationModal } from '../../../components/form-modal';
import { TextField } from '../../../components/text-field';
import { useT } from '../../../lib/i18n/use-t';
import { useUpdateStaff } from '../api/staff-accounts-api';
import { RolesField } from './create-staff-modal';

interface EditValues {
  name: string;
  roles: StaffRole[];
}

/** Changes a staff member's name and roles. */
export function EditStaffModal({ account, onClose }: { account: StaffAccount | null; onClose: () => void }) {
  const { t } = useT();
  return (
    <MutationModal<EditValues, { staffId: string; body: EditValues }>
      title={account ? t('Edit {{name}}', { name: account.username }) : t('Edit')}
      open={account !== null}
      onClose={onClose}
      okText={t('Save')}
      initialValues={account ? { name: account.name, roles: account.roles } : {}}
      mutation={useUpdateStaff()}
      toInput={(body) => (account ? { staffId: account._id, body } : undefined)}
      success={t('Staff account saved')}
    >
      <TextField label={t('Name')} name="name" max={120} missing={t('Enter the name')} />
      <RolesField />
    </MutationModal>
  );
}
