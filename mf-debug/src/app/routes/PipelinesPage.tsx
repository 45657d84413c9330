import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@vitrina/shared';
import { paths } from '@vitrina/shared/routes';
import { PageLayout } from '@vitrina/shared/ui';
import { PipelinesForm } from '../../features/pipelines/components/PipelinesForm';

/** /{lng}/pipelines: assistant ids and instructions of the three roles (docs/product.md §9.6). */
export function PipelinesPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <PageLayout title={t('pipelines.title')} actions={<Link to={paths.aiAgent(lng)}>{t('pipelines.toDebugger')}</Link>}>
      <PipelinesForm />
    </PageLayout>
  );
}
