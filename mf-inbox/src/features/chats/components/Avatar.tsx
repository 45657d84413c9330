import styles from './Chats.module.css';

/** A round picture, or the name's first letter when there is none (decorative: the name is beside it). */
export function Avatar({ src, name, size = 40 }: { src: string | null; name: string; size?: number }) {
  const style = { width: size, height: size };
  if (src) return <img className={styles.avatar} src={src} alt="" style={style} />;
  return (
    <span className={styles.avatar} style={style} aria-hidden="true">
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
