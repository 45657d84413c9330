import { useTranslation } from 'react-i18next';
import { TextArea } from '@vitrina/shared/ui';
import type { AgentRole } from '@vitrina/shared/contracts/constants';
import styles from './Pipelines.module.css';

/** One pipeline role: its assistant id and its instructions (read-only until the API lands). */
export function RoleInstructions({ role }: { role: AgentRole }) {
  const { t } = useTranslation();
  return (
    <section className={styles.role} aria-label={role}>
      <h2 className={styles.roleName}>{role}</h2>
      <p className={styles.assistant}>
        {t('pipelines.assistantId')}: <span>{t('common.empty')}</span>
      </p>
      <TextArea label={t('pipelines.instructions', { role })} name={role} rows={8} disabled />
    </section>
  );
}
