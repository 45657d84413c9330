import { Suspense, useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LazySignedInChrome } from '../features/app-chrome/lazy';
import { AppInstall } from '../features/app-install/components/AppInstall';
import { LanguageSelect } from '../features/language/components/LanguageSelect';
import { useLanguageSync } from '../features/language/hooks/use-language-sync';
import { usePageHead } from '../features/page-head/hooks/use-page-head';
import { PublicChrome } from '../features/public-chrome/components/PublicChrome';
import { RemoteOutlet } from '../features/remotes/components/RemoteOutlet';
import { useLanguage } from '@vitrina/shared';
import { paths } from '@vitrina/shared/routes';
import { NEW_USER_MODAL_EXPOSE } from '@vitrina/shared/remotes';
import { useIsAuth } from '../hooks/use-session';
import { resolveRoute } from './resolve-route';
import { NotFoundPage } from './routes/NotFoundPage';

/** Whether the user was signed in when the current location was entered. */
function useAuthOnArrival(locationKey: string, isAuth: boolean): boolean {
  const arrival = useRef({ key: locationKey, isAuth });
  if (arrival.current.key !== locationKey) arrival.current = { key: locationKey, isAuth };
  return arrival.current.isAuth;
}

/** Chooses redirect, chrome and remote for the current URL from the route table. */
export function AppRoutes() {
  const location = useLocation();
  const isAuth = useIsAuth();
  const currentLng = useLanguage();
  const authOnArrival = useAuthOnArrival(`${location.key} ${location.pathname}`, isAuth);
  const resolution = resolveRoute(location.pathname, isAuth, currentLng, authOnArrival);
  useLanguageSync(resolution.kind === 'redirect' ? null : resolution.lng);
  usePageHead(resolution.kind === 'redirect' ? null : location.pathname);

  if (resolution.kind === 'redirect') {
    return <Navigate replace to={`${resolution.to}${location.search}${location.hash}`} />;
  }

  // One outlet per remote: moving between two routes of one remote keeps it mounted
  // (its own router follows the URL); moving to another remote unmounts it.
  const page =
    resolution.kind === 'page' ? <RemoteOutlet key={resolution.remote} remote={resolution.remote} /> : <NotFoundPage />;

  if (resolution.kind === 'page' && resolution.access === 'private') {
    // The chrome's chunk is usually in by now (main.tsx starts it for a signed-in first address);
    // until it is, the page area says it is loading.
    return (
      <Suspense fallback={<div aria-busy="true" />}>
        {/* Signed in, the app is installable: manifest, service worker (docs/product.md §9.14). */}
        <AppInstall />
        <LazySignedInChrome
          newUserModal={(close) => (
            <RemoteOutlet remote="mf_auth" expose={NEW_USER_MODAL_EXPOSE} silent customProps={{ onClose: close }} />
          )}
        >
          {page}
        </LazySignedInChrome>
      </Suspense>
    );
  }
  const onMarketingPage = resolution.kind === 'page' && resolution.remote === 'mf_marketing';
  return (
    <PublicChrome
      languageSwitch={<LanguageSelect />}
      consultationPath={onMarketingPage ? location.pathname : paths.home(resolution.lng)}
    >
      {page}
    </PublicChrome>
  );
}
