import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@vitrina/shared';
import type { PipelineConfiguration } from '@vitrina/shared/contracts';
import { AGENT_ROLES, type AgentRole } from '@vitrina/shared/contracts/constants';
import { Button, Message, MessageSlot, MESSAGE_MS, Spinner, useTimedMessage } from '@vitrina/shared/ui';
import { usePipelines, useUpdateInstructions } from '../hooks/use-pipelines';
import { RoleInstructions } from './RoleInstructions';
import styles from './Pipelines.module.css';

function Form({ configuration }: { configuration: PipelineConfiguration }) {
  const { t } = useTranslation();
  const update = useUpdateInstructions();
  const message = useTimedMessage();
  const { assistant_ids: ids, instructions } = configuration.pipeline_info;
  const [texts, setTexts] = useState<Record<AgentRole, string>>(instructions);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    message.clear();
    update.mutate(texts, {
      onSuccess: (saved) => {
        setTexts(saved.pipeline_info.instructions);
        message.show('success', t('pipelines.updated'), MESSAGE_MS.long);
      },
      onError: (error) => message.show('error', errorText(error, t('pipelines.updateError')), MESSAGE_MS.long),
    });
  };

  return (
    <form className={styles.form} aria-label={t('pipelines.title')} onSubmit={onSubmit}>
      <div className={styles.roles}>
        {AGENT_ROLES.map((role) => (
          <RoleInstructions
            key={role}
            role={role}
            assistantId={ids[role]}
            value={texts[role]}
            onChange={(value) => setTexts((current) => ({ ...current, [role]: value }))}
          />
        ))}
      </div>
      <MessageSlot message={message.message} />
      <div>
        <Button type="submit" variant="primary" loading={update.isPending} disabled={update.isPending}>
          {t('pipelines.update')}
        </Button>
      </div>
    </form>
  );
}

/** The three roles' assistant ids and instructions; Update saves them (docs/product.md §9.6). */
export function PipelinesForm() {
  const { t } = useTranslation();
  const pipelines = usePipelines();
  if (pipelines.isPending) return <Spinner label={t('pipelines.loading')} />;
  if (pipelines.isError) return <Message kind="error">{errorText(pipelines.error, t('pipelines.loadError'))}</Message>;
  return <Form configuration={pipelines.data} />;
}
