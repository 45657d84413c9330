import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageLayout } from '@vitrina/shared/ui';
import { Tabs } from '../../components/Tabs';
import { DeliveryPaymentsPanel } from '../../features/delivery-payments/components/DeliveryPaymentsPanel';
import { NotificationsPanel } from '../../features/notifications/components/NotificationsPanel';
import { ProfilePanel } from '../../features/profile/components/ProfilePanel';
import { TariffsPanel } from '../../features/tariffs/components/TariffsPanel';
import { TeamPanel } from '../../features/team/components/TeamPanel';

const TABS = ['profile', 'tariffs', 'delivery', 'notifications', 'team'] as const;
type SettingsTab = (typeof TABS)[number];

/**
 * /{lng}/settings: five tabs (the profile, tariffs, delivery and payments, notifications, the team),
 * 'Тарифи і оплата' selected first (docs/product.md §9.5, §9.15), or the one `?tab=` names (the
 * inbox's notifications prompt links to `?tab=notifications`, §9.13; the orders page to
 * `?tab=delivery`, §9.11, §9.12).
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const first: SettingsTab = TABS.find((tab) => tab === asked) ?? 'tariffs';
  return (
    <PageLayout title={t('settings.title')}>
      <Tabs
        label={t('settings.sections')}
        defaultTab={first}
        tabs={[
          { id: 'profile', label: t('settings.profileTab'), panel: <ProfilePanel /> },
          { id: 'tariffs', label: t('settings.tariffsTab'), panel: <TariffsPanel /> },
          { id: 'delivery', label: t('settings.deliveryTab'), panel: <DeliveryPaymentsPanel /> },
          { id: 'notifications', label: t('settings.notificationsTab'), panel: <NotificationsPanel /> },
          { id: 'team', label: t('settings.teamTab'), panel: <TeamPanel /> },
        ]}
      />
    </PageLayout>
  );
}
