import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { errorText, useLanguage } from '@vitrina/shared';
import { AGENT_TEXT_MAX_LENGTH, type AgentTestResponse } from '@vitrina/shared/contracts';
import { Button, Message, Spinner, TextArea } from '@vitrina/shared/ui';
import { currentChannelQueryOptions } from '../../../hooks/use-channel-scope';
import { useAskAssistant } from '../hooks/use-agent-test';
import styles from './TestTab.module.css';

interface Exchange {
  id: number;
  question: string;
  result: AgentTestResponse | null;
  error: string | null;
}

let nextId = 1;

function Trace({ steps }: { steps: AgentTestResponse['steps'] }) {
  const { t } = useTranslation();
  if (steps.length === 0) return null;
  return (
    <details className={styles.trace}>
      <summary>{t('test.trace', { count: steps.length })}</summary>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={`${step.type}-${index}`} className={styles.step}>
            <p className={styles.stepTitle}>
              {t(`test.roles.${step.type}`)}{' '}
              <span className={styles.muted}>· {t('test.duration', { ms: step.duration_ms })}</span>
            </p>
            <p className={styles.label}>{t('test.input')}</p>
            <pre className={styles.pre}>{step.user_input}</pre>
            <p className={styles.label}>{t('test.output')}</p>
            <pre className={styles.pre}>{step.output}</pre>
          </li>
        ))}
      </ol>
    </details>
  );
}

/** Whose knowledge the server answers from: the current channel's, else the account's (docs/product.md §9.4). */
function Scope() {
  const { t } = useTranslation();
  const current = useQuery(currentChannelQueryOptions());
  if (current.isPending || current.isError) return null;
  const channel = current.data;
  return (
    <p className={styles.text}>
      {channel ? t('test.scopeChannel', { name: channel.channel_name || channel.name }) : t('test.scopeAccount')}
    </p>
  );
}

/**
 * 'Тестування' (docs/product.md §9.4): the owner asks as a customer would and sees the assistant's draft,
 * made from the current channel's knowledge, and the trace of the pipeline's steps. Nothing is sent to anyone.
 */
export function TestTab() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const ask = useAskAssistant();
  const [text, setText] = useState('');
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const headingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const question = text.trim();
    if (question === '' || ask.isPending) return;
    const id = nextId++;
    setExchanges((list) => [...list, { id, question, result: null, error: null }]);
    setText('');
    ask.mutate(
      { text: question, lng },
      {
        onSuccess: (result) => setExchanges((list) => list.map((x) => (x.id === id ? { ...x, result } : x))),
        onError: (error) =>
          setExchanges((list) =>
            list.map((x) => (x.id === id ? { ...x, error: errorText(error, t('test.error')) } : x)),
          ),
      },
    );
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('test.title')}
      </h2>
      <p className={styles.text}>{t('test.text')}</p>
      <Scope />
      <ol className={styles.log} aria-label={t('test.log')} aria-live="polite">
        {exchanges.map((exchange) => (
          <li key={exchange.id} className={styles.exchange}>
            <div className={styles.customer}>
              <span className={styles.who}>{t('test.you')}</span>
              <p className={styles.bubble}>{exchange.question}</p>
            </div>
            <div className={styles.assistant}>
              <span className={styles.who}>{t('test.assistant')}</span>
              {exchange.error ? (
                <Message kind="error">{exchange.error}</Message>
              ) : !exchange.result ? (
                <Spinner label={t('test.thinking')} size="sm" />
              ) : exchange.result.answer !== null ? (
                <p className={styles.bubble} aria-label={t('test.draft')}>
                  {exchange.result.answer}
                </p>
              ) : (
                <Message kind="error">{exchange.result.error || t('test.error')}</Message>
              )}
              {exchange.result && <Trace steps={exchange.result.steps} />}
            </div>
          </li>
        ))}
      </ol>
      <form className={styles.form} onSubmit={submit}>
        <TextArea
          className={styles.input}
          label={t('test.question')}
          placeholder={t('test.placeholder')}
          rows={2}
          maxLength={AGENT_TEXT_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) submit(event);
          }}
        />
        <Button type="submit" variant="primary" disabled={text.trim() === ''} loading={ask.isPending}>
          {t('test.send')}
        </Button>
      </form>
    </section>
  );
}
