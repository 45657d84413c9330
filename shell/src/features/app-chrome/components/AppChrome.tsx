import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { MEDIA, useMediaQuery } from '../../../hooks/use-media-query';
import { useNewUserFlag } from '../hooks/use-new-user-flag';
import { MobileNotice } from './MobileNotice';
import { SideMenu } from './SideMenu';
import styles from './AppChrome.module.css';

interface AppChromeProps {
  children: ReactNode;
  /** The welcome form for a new user (docs/product.md §9.1); `close` clears the newUser flag. */
  newUserModal: (close: () => void) => ReactNode;
}

/**
 * Signed-in chrome: the side menu on wide screens; up to 1023 px every path without 'chats'
 * shows the mobile-version notice instead of the page.
 */
export function AppChrome({ children, newUserModal }: AppChromeProps) {
  const { pathname } = useLocation();
  const narrow = useMediaQuery(MEDIA.appMobile);
  const [isNewUser, clearNewUser] = useNewUserFlag();
  const showNotice = narrow && !pathname.includes('chats');
  return (
    <div className={styles.app}>
      {!narrow && <SideMenu />}
      <main className={styles.content}>{showNotice ? <MobileNotice /> : children}</main>
      {isNewUser && newUserModal(clearNewUser)}
    </div>
  );
}
