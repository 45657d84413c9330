import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@vitrina/shared/routes';
import { MarketingLayout } from './MarketingLayout';
import { HomePage } from './routes/HomePage';
import styles from './App.module.css';

// Split off: the landing loads without the calculator, FAQ and the policy text. A route chunk on its
// way says aria-busy: the shell's take-over of a prerendered page waits for it (docs/architecture.md §3).
const PricingPage = lazy(() => import(/* webpackChunkName: "pricing-page" */ './routes/PricingPage'));
const PrivacyPolicyPage = lazy(() => import(/* webpackChunkName: "privacy-page" */ './routes/PrivacyPolicyPage'));

/** Routes of the marketing remote; any other path renders nothing (another remote owns it). */
export function App() {
  return (
    <Routes>
      <Route element={<MarketingLayout />}>
        <Route path={ROUTES.home.path} element={<HomePage />} />
        <Route
          path={ROUTES.pricing.path}
          element={
            <Suspense fallback={<div className={styles.pending} aria-busy="true" />}>
              <PricingPage />
            </Suspense>
          }
        />
        <Route
          path={ROUTES.privacyPolicy.path}
          element={
            <Suspense fallback={<div className={styles.pending} aria-busy="true" />}>
              <PrivacyPolicyPage />
            </Suspense>
          }
        />
      </Route>
      <Route path="*" element={null} />
    </Routes>
  );
}
