import { useTranslation } from 'react-i18next';
import { PageLayout } from '@vitrina/shared/ui';
import { Tabs } from '../../components/Tabs';
import { ProfilePanel } from '../../features/profile/components/ProfilePanel';
import { TariffsPanel } from '../../features/tariffs/components/TariffsPanel';
import { TeamPanel } from '../../features/team/components/TeamPanel';

/** /{lng}/settings: 'Тарифи і оплата' selected first, the profile, the team (docs/product.md §9.5, §9.11). */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('settings.title')}>
      <Tabs
        label={t('settings.sections')}
        defaultTab="tariffs"
        tabs={[
          { id: 'profile', label: t('settings.profileTab'), panel: <ProfilePanel /> },
          { id: 'tariffs', label: t('settings.tariffsTab'), panel: <TariffsPanel /> },
          { id: 'team', label: t('settings.teamTab'), panel: <TeamPanel /> },
        ]}
      />
    </PageLayout>
  );
}
