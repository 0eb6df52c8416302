import { Tabs, Typography } from 'antd';
import { useT } from '../../../lib/i18n/use-t';
import { CollectionPanel } from '../components/collection-panel';
import { CounterPanel } from '../components/counter-panel';
import { DefaultersPanel } from '../components/defaulters-panel';
import { HoldPolicyCard } from '../components/hold-policy-card';
import { PlansPanel } from '../components/plans-panel';

/** Fees (accountants and admins): the counter, today's collection, defaulters, fee plans. */
export function FeesPage() {
  const { t } = useT();
  return (
    <section aria-labelledby="fees-title">
      <Typography.Title id="fees-title" level={3} style={{ marginTop: 0 }}>
        {t('Fees')}
      </Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'counter', label: t('Counter'), children: <CounterPanel /> },
          { key: 'today', label: t("Today's collection"), children: <CollectionPanel /> },
          { key: 'defaulters', label: t('Defaulters'), children: <DefaultersPanel /> },
          { key: 'plans', label: t('Fee plans'), children: <PlansPanel /> },
          { key: 'hold', label: t('Hold for overdue fees'), children: <HoldPolicyCard /> },
        ]}
      />
    </section>
  );
}
