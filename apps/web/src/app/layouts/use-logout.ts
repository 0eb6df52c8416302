import { messages } from '@lms/domain';
import { Modal } from 'antd';
import type { ReactElement } from 'react';
// biome-ignore lint/style/noRestrictedImports: signing out was confirmed already; an exam in progress does not ask again.
import { useNavigate } from 'react-router-dom';
import { useLogoutRequest } from '../../features/auth/api/logout';
import { ApiError } from '../../lib/api-error';
import { translate } from '../../lib/i18n/use-t';
import { endSession } from '../../lib/session';
import { toast } from '../../lib/toast';

/**
 * Returns a function that asks 'Are you sure you want to logout?' (Logout / Cancel) and, on
 * Logout, calls GET /auth/logout, clears the local data, shows 'Log out successfull' and goes to `/`.
 */
export function useLogout(): [confirmLogout: () => void, dialogHolder: ReactElement] {
  const [modal, dialogHolder] = Modal.useModal();
  const navigate = useNavigate();
  const request = useLogoutRequest();

  const signOut = async () => {
    try {
      await request.mutateAsync();
    } catch (error) {
      // A lost session was already handled by the API client; otherwise sign out on this device anyway.
      if (error instanceof ApiError && error.handled) return;
    }
    navigate('/', { replace: true });
    endSession();
    toast.success(translate(messages.loggedOut));
  };

  const confirmLogout = () => {
    modal.confirm({
      title: translate(messages.logoutConfirm),
      okText: translate('Logout'),
      cancelText: translate('Cancel'),
      okButtonProps: { danger: true },
      onOk: signOut,
    });
  };
  return [confirmLogout, dialogHolder];
}
