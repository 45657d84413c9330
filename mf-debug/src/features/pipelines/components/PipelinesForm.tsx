import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_ROLES } from '@vitrina/shared/contracts/constants';
import { Button } from '@vitrina/shared/ui';
import { RoleInstructions } from './RoleInstructions';
import styles from './Pipelines.module.css';

/** The three roles' instructions and Update (disabled until the pipelines API lands). */
export function PipelinesForm() {
  const { t } = useTranslation();
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
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
  );
}
