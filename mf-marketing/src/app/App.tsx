import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from '@vitrina/shared/routes';
import { MarketingLayout } from './MarketingLayout';
import { HomePage } from './routes/HomePage';
import styles from './App.module.css';

// Split off: the landing loads without the calculator, FAQ and the policy text.
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
            <Suspense fallback={<div className={styles.pending} />}>
              <PricingPage />
            </Suspense>
          }
        />
        <Route
          path={ROUTES.privacyPolicy.path}
          element={
            <Suspense fallback={<div className={styles.pending} />}>
              <PrivacyPolicyPage />
            </Suspense>
          }
        />
      </Route>
      <Route path="*" element={null} />
    </Routes>
  );
}
