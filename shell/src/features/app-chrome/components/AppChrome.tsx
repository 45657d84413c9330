import type { ReactNode } from 'react';
import { MEDIA, useMediaQuery } from '../../../hooks/use-media-query';
import { useNewUserFlag } from '../hooks/use-new-user-flag';
import { PhoneMenu } from './PhoneMenu';
import { SideMenu } from './SideMenu';
import styles from './AppChrome.module.css';

interface AppChromeProps {
  children: ReactNode;
  /** The welcome form for a new user (docs/product.md §9.1); `close` clears the newUser flag. */
  newUserModal: (close: () => void) => ReactNode;
}

/**
 * Signed-in chrome (docs/product.md §9.1): the side menu from 1024 px; under it a bar with the
 * phone menu above the page. Every page is shown at every width from 360 px.
 */
export function AppChrome({ children, newUserModal }: AppChromeProps) {
  const narrow = useMediaQuery(MEDIA.appMobile);
  const [isNewUser, clearNewUser] = useNewUserFlag();
  return (
    <div className={styles.app}>
      {narrow ? <PhoneMenu /> : <SideMenu />}
      <main className={styles.content}>{children}</main>
      {isNewUser && newUserModal(clearNewUser)}
    </div>
  );
}
