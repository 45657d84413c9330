import { useTranslation } from 'react-i18next';
import { TextArea } from '@vitrina/shared/ui';
import { AGENT_INSTRUCTIONS_MAX_LENGTH } from '@vitrina/shared/contracts';
import type { AgentRole } from '@vitrina/shared/contracts/constants';
import styles from './Pipelines.module.css';

interface RoleInstructionsProps {
  role: AgentRole;
  assistantId: string;
  value: string;
  onChange: (value: string) => void;
}

/** One pipeline role: its assistant id and its editable instructions. */
export function RoleInstructions({ role, assistantId, value, onChange }: RoleInstructionsProps) {
  const { t } = useTranslation();
  const name = t(`common.roles.${role}`);
  return (
    <section className={styles.role} aria-label={name}>
      <h2 className={styles.roleName}>{name}</h2>
      <p className={styles.assistant}>
        {t('pipelines.assistantId')}: <span>{assistantId || t('common.empty')}</span>
      </p>
      <TextArea
        label={t('pipelines.instructions', { role: name })}
        name={role}
        rows={8}
        maxLength={AGENT_INSTRUCTIONS_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </section>
  );
}
