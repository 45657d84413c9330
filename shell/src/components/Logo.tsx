import styles from './Logo.module.css';

/** The Vitrina mark and word (decorative: the surrounding link names it). */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M8 9h4l4 11 4-11h4l-6.2 15h-3.6z" fill="#fff" />
      </svg>
      <span className={styles.word}>Vitrina</span>
    </span>
  );
}
