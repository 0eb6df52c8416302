import type { Translate } from '@lms/browser/i18n';
import type { App } from 'antd';

type Modal = ReturnType<typeof App.useApp>['modal'];

/** Asks before deleting: says what goes, with a red Delete button that runs `onOk`. */
export function confirmDelete(
  modal: Modal,
  t: Translate,
  title: string,
  content: string,
  onOk: () => Promise<unknown>,
) {
  modal.confirm({ title, content, okText: t('Delete'), okButtonProps: { danger: true }, onOk });
}
