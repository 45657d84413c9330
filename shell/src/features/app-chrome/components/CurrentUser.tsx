import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@vitrina/shared/query';
import styles from './AppChrome.module.css';

/** Who is signed in, above Exit. Shows nothing until the user has loaded (or if it fails). */
export function CurrentUser() {
  const { data: user } = useQuery(currentUserQueryOptions());
  if (!user) return null;
  return (
    <div className={styles.user} data-testid="current-user">
      <span className={styles.userName}>{user.name || user.email}</span>
      {user.name ? <span className={styles.userEmail}>{user.email}</span> : null}
    </div>
  );
}
