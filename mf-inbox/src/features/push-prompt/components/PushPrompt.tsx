import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '@vitrina/shared';
import { paths } from '@vitrina/shared/routes';
import { Button } from '@vitrina/shared/ui';
import { usePushPrompt } from '../hooks/use-push-prompt';
import styles from './PushPrompt.module.css';

/** 'Know when a customer writes': turn notifications on from the inbox (docs/product.md §9.13). */
export function PushPrompt() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const prompt = usePushPrompt();
  if (!prompt.visible) return null;
  const settings = `${paths.settings(lng)}?tab=notifications`;
  return (
    <section className={styles.prompt} aria-label={t('pushPrompt.label')}>
      {prompt.state === 'done' ? (
        <p role="status" className={styles.text}>
          {t('pushPrompt.done')} <Link to={settings}>{t('pushPrompt.settings')}</Link>
        </p>
      ) : prompt.state === 'refused' || prompt.state === 'failed' ? (
        <p role="alert" className={styles.text}>
          {t(prompt.state === 'refused' ? 'pushPrompt.refused' : 'pushPrompt.failed')}{' '}
          <Link to={settings}>{t('pushPrompt.settings')}</Link>
        </p>
      ) : (
        <>
          <p className={styles.text}>{t('pushPrompt.text')}</p>
          <div className={styles.actions}>
            <Button type="button" variant="primary" loading={prompt.state === 'busy'} onClick={prompt.enable}>
              {t('pushPrompt.enable')}
            </Button>
            <Button type="button" variant="ghost" onClick={prompt.dismiss}>
              {t('pushPrompt.later')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
