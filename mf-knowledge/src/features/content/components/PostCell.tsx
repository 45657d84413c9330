import { useTranslation } from 'react-i18next';
import type { Publication } from '@vitrina/shared/contracts';
import styles from './ContentTab.module.css';

const VIDEO = /\.(mp4|webm|mov)(\?|#|$)/i;

/** Media that is a video (mp4, webm, mov) shows as video, otherwise as an image (docs/product.md §9.4). */
function Media({ publication }: { publication: Publication }) {
  const src = publication.thumbnail_url ?? publication.media_url;
  if (!src) return <span className={styles.thumb} aria-hidden="true" />;
  if (VIDEO.test(src)) return <video className={styles.thumb} src={src} muted playsInline preload="metadata" />;
  return <img className={styles.thumb} src={src} alt="" loading="lazy" />;
}

/** Thumbnail and title open the post's permalink in a new tab; the platform and the account under them. */
export function PostCell({ publication }: { publication: Publication }) {
  const { t } = useTranslation();
  const title = publication.title.trim() || t('content.untitled');
  const link = publication.meta_permalink || undefined;
  return (
    <div className={styles.post}>
      <a href={link} target="_blank" rel="noopener noreferrer" tabIndex={-1} aria-hidden="true">
        <Media publication={publication} />
      </a>
      <div className={styles.postText}>
        <a className={styles.postTitle} href={link} target="_blank" rel="noopener noreferrer">
          {title}
        </a>
        <span className={styles.muted}>
          {t(`content.platforms.${publication.platform_type}`)}
          {publication.username && ` · @${publication.username}`}
        </span>
      </div>
    </div>
  );
}
