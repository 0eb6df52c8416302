import { formatTaka, type PaymentProvider } from '@lms/domain';
import { Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { startPayment } from '../lib/endpoints/start-payment';
import { useT } from '../lib/i18n/use-t';
import { showApiError } from '../lib/show-api-error';

/** Props of the pay button: the due to pay (its course, and which of its dues) and what it shows. */
export interface PayOnlineProps {
  courseId: string;
  /** The due's id; without it, every open due of the course (their total). */
  dueRef?: string | undefined;
  /** What is owed (shown in the dialog; the server charges its own figure). */
  amountPaisa: number;
  label: string;
  type?: 'primary' | 'default';
  size?: 'small' | 'middle';
}

/**
 * A Pay button: asks how to pay (bKash, or SSLCommerz for cards, banks and other wallets), starts the
 * payment and sends the student to the gateway's page, which brings them back to /payments/result.
 */
export function PayOnline({ courseId, dueRef, amountPaisa, label, type = 'primary', size }: PayOnlineProps) {
  const { t, language } = useT();
  const [open, setOpen] = useState(false);
  const [starting, setStarting] = useState<PaymentProvider | null>(null);
  const pay = async (provider: PaymentProvider) => {
    setStarting(provider);
    try {
      const started = await startPayment({
        provider,
        courseId,
        ...(dueRef ? { dueRef } : { wholeCourse: true }),
      });
      window.location.assign(started.redirectUrl);
    } catch (error) {
      showApiError(error);
      setStarting(null);
    }
  };
  const choices: [PaymentProvider, string][] = [
    ['bkash', t('Pay with bKash')],
    ['sslcommerz', t('Card, bank or other wallet (SSLCommerz)')],
  ];
  return (
    <>
      <Button type={type} size={size} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        open={open}
        title={t('Pay {{amount}}', { amount: formatTaka(amountPaisa, language) })}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          <Typography.Text>{t('How would you like to pay?')}</Typography.Text>
          {choices.map(([provider, text]) => (
            <Button
              key={provider}
              size="large"
              loading={starting === provider}
              disabled={starting !== null}
              onClick={() => void pay(provider)}
            >
              {text}
            </Button>
          ))}
        </Flex>
      </Modal>
    </>
  );
}
