import { useLocation } from 'react-router-dom';
import { newUserFlag } from '@vitrina/shared';
import { App } from './App';
import { NewUserModalRoot } from '../features/new-user/components/NewUserModalRoot';

/** Standalone development: the screens, plus the welcome modal the shell would mount. */
export function StandaloneApp() {
  const { pathname } = useLocation();
  return (
    <>
      <App />
      {newUserFlag.isSet() && <NewUserModalRoot key={pathname} />}
    </>
  );
}
