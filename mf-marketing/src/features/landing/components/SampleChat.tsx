import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@vitrina/shared/ui';
import { DressPhoto } from './icons';
import styles from './SampleChat.module.css';

const MESSAGES = [
  { key: 'm1', from: 'customer', photo: true },
  { key: 'm2', from: 'assistant', photo: false },
  { key: 'm3', from: 'customer', photo: false },
  { key: 'm4', from: 'assistant', photo: false },
] as const;

/** A sample Direct conversation: the assistant answering a customer. */
export function SampleChat() {
  const { t } = useTranslation();
  return (
    <figure className={styles.phone} aria-label={t('chat.label')}>
      <div className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          L
        </span>
        <span className={styles.who}>
          <span className={styles.shop}>{t('chat.shop')}</span>
          <span className={styles.assistant}>{t('chat.assistant')}</span>
        </span>
      </div>
      <ol className={styles.messages}>
        {MESSAGES.map((message) => (
          <li key={message.key} className={message.from === 'customer' ? styles.customer : styles.bot}>
            {message.photo && <DressPhoto />}
            <p className={styles.bubble}>
              <VisuallyHidden>
                {t(message.from === 'customer' ? 'chat.customerSays' : 'chat.assistantSays')}{' '}
              </VisuallyHidden>
              {t(`chat.${message.key}`)}
            </p>
          </li>
        ))}
      </ol>
      <figcaption className={styles.caption}>{t('chat.replied')}</figcaption>
    </figure>
  );
}
