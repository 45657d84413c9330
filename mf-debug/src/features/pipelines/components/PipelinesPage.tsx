import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Message } from '@vitrina/shared/ui';
import { PageLayout } from '@vitrina/shared/ui';
import { AGENT_ROLES } from '../../../config/agent-roles';
import { RoleInstructions } from './RoleInstructions';
import styles from './Pipelines.module.css';

/** /{lng}/pipelines: assistant ids and instructions of the three roles (spec §2). */
export function PipelinesPage() {
  const { t } = useTranslation();
  const { lng } = useParams();
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <PageLayout title={t('pipelines.title')} actions={<Link to={`/${lng}/ai_agent`}>{t('pipelines.toDebugger')}</Link>}>
      <Message kind="info">{t('common.notConnected')}</Message>
      <form className={styles.form} onSubmit={onSubmit}>
        <div className={styles.roles}>
          {AGENT_ROLES.map((role) => (
            <RoleInstructions key={role} role={role} />
          ))}
        </div>
        <div>
          <Button type="submit" variant="primary" disabled>
            {t('pipelines.update')}
          </Button>
        </div>
      </form>
    </PageLayout>
  );
}
