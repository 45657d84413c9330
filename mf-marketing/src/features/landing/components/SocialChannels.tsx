import { useTranslation } from 'react-i18next';
import { InstagramIcon, MessengerIcon } from './icons';
import { Section } from './Section';
import styles from './SocialChannels.module.css';

/** Instagram and Messenger (section id `social`). */
export function SocialChannels() {
  const { t } = useTranslation();
  const channels = [
    { key: 'instagram', icon: <InstagramIcon size={56} /> },
    { key: 'messenger', icon: <MessengerIcon size={56} /> },
  ] as const;
  return (
    <Section id="social" tone="tinted" titleId="social-title" title={t('social.title')} lead={t('social.lead')}>
      <ul className={styles.channels}>
        {channels.map((channel) => (
          <li key={channel.key} className={styles.channel}>
            {channel.icon}
            <div>
              <h3 className={styles.name}>{t(`social.${channel.key}.title`)}</h3>
              <p className={styles.text}>{t(`social.${channel.key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
