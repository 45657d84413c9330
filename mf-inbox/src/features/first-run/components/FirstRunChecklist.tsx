import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorText, useLanguage } from '@vitrina/shared';
import { paths } from '@vitrina/shared/routes';
import { Button, cx } from '@vitrina/shared/ui';
import { useFirstRun, type FirstRunFacts } from '../hooks/use-first-run';
import styles from './FirstRunChecklist.module.css';

interface FirstRunChecklistProps extends FirstRunFacts {
  /** The Meta sandbox is the platform: the sample stock and the simulator are offered. */
  sandbox: boolean;
  /** The customer simulator on this channel's own sandbox account. */
  simulatorHref: string | null;
  /** Turns the assistant on (the header's switch does the same). */
  onAssistantOn: () => void;
  assistantBusy: boolean;
}

/**
 * The first run on /chats (docs/product.md §9.2 "First run", issue 47): connect a channel →
 * upload stock or use the sample → turn the assistant on → write as a customer in the simulator.
 * Each step ticks as it is done, the next one carries its action; all done, it is gone for good.
 */
export function FirstRunChecklist({
  sandbox,
  simulatorHref,
  onAssistantOn,
  assistantBusy,
  ...facts
}: FirstRunChecklistProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const titleId = useId();
  const { steps, hidden, sample } = useFirstRun(facts);
  if (hidden) return null;
  const next = (['channel', 'stock', 'assistant', 'customer'] as const).find((s) => !steps[s]);
  const step = (id: keyof typeof steps, title: string, action: ReactNode) => (
    <li className={cx(styles.step, steps[id] && styles.done, next === id && styles.current)}>
      <span className={styles.mark} aria-hidden="true">
        {steps[id] ? '✓' : ''}
      </span>
      <span className={styles.body}>
        <span className={styles.title}>
          {title}
          <span className={styles.state}>{steps[id] ? t('firstRun.done') : t('firstRun.todo')}</span>
        </span>
        {!steps[id] && next === id ? <span className={styles.action}>{action}</span> : null}
      </span>
    </li>
  );
  return (
    <aside className={styles.checklist} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {t('firstRun.title')}
      </h2>
      <ol className={styles.steps}>
        {step('channel', t('firstRun.channel.title'), t('firstRun.channel.action'))}
        {step(
          'stock',
          t(sandbox ? 'firstRun.stock.titleSandbox' : 'firstRun.stock.title'),
          <>
            <Link to={paths.knowledge(lng)}>{t('firstRun.stock.upload')}</Link>
            {sandbox ? (
              <>
                {' '}
                <Button
                  type="button"

                  variant="secondary"
                  loading={sample.isPending}
                  disabled={sample.isPending}
                  onClick={() => sample.mutate()}
                >
                  {t('firstRun.stock.sample')}
                </Button>
              </>
            ) : null}
            {sample.isError ? (
              <span role="alert" className={styles.error}>
                {errorText(sample.error, t('firstRun.stock.sampleError'))}
              </span>
            ) : null}
          </>,
        )}
        {step(
          'assistant',
          t('firstRun.assistant.title'),
          <Button
            type="button"

            loading={assistantBusy}
            disabled={assistantBusy}
            onClick={onAssistantOn}
          >
            {t('firstRun.assistant.action')}
          </Button>,
        )}
        {step(
          'customer',
          t(sandbox ? 'firstRun.customer.titleSandbox' : 'firstRun.customer.title'),
          sandbox && simulatorHref ? (
            <a href={simulatorHref} target="_blank" rel="noopener">
              {t('firstRun.customer.simulator')}
            </a>
          ) : (
            t('firstRun.customer.wait')
          ),
        )}
      </ol>
    </aside>
  );
}
