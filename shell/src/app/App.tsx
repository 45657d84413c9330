import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { i18n } from './i18n';

/**
 * The shell's React tree: the shell's texts, the router over the URL. The page's QueryClient comes
 * with the signed-in chrome (features/app-chrome/lazy.ts), so public pages never load react-query.
 */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      {/* No transitions: a navigation and an auth change made together (Exit) render together,
          so the guards never see the new auth state on the old path. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </I18nextProvider>
  );
}
