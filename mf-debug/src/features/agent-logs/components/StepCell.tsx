import { useTranslation } from 'react-i18next';
import type { AgentLogEntry } from '@vitrina/shared/contracts';
import styles from './AgentDebugger.module.css';

const PREVIEW = 80;

/** One role's step: a preview of its output that opens to the full input, output and duration. */
export function StepCell({ step }: { step: AgentLogEntry | undefined }) {
  const { t } = useTranslation();
  if (!step) return <span className={styles.none}>{t('common.empty')}</span>;
  const preview = step.output.length > PREVIEW ? `${step.output.slice(0, PREVIEW)}…` : step.output || t('common.empty');
  return (
    <details className={styles.step}>
      <summary>
        {preview} <span className={styles.duration}>({t('debugger.duration', { ms: step.duration_ms })})</span>
      </summary>
      <dl className={styles.stepDetails}>
        <dt>{t('debugger.stepInput')}</dt>
        <dd>
          <pre>{step.user_input}</pre>
        </dd>
        <dt>{t('debugger.stepOutput')}</dt>
        <dd>
          <pre>{step.output}</pre>
        </dd>
        <dt>{t('debugger.stepDuration')}</dt>
        <dd>{t('debugger.duration', { ms: step.duration_ms })}</dd>
      </dl>
    </details>
  );
}
