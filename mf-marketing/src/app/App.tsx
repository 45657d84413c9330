import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { MarketingLayout } from './MarketingLayout';
import { HomePage } from './pages/HomePage';
import styles from './App.module.css';

// Split off: the landing loads without the calculator, FAQ and the policy text.
const PricingPage = lazy(() => import(/* webpackChunkName: "pricing-page" */ './pages/PricingPage'));
const PrivacyPolicyPage = lazy(() => import(/* webpackChunkName: "privacy-page" */ './pages/PrivacyPolicyPage'));

/** Routes of the marketing remote; any other path renders nothing (another remote owns it). */
export function App() {
  return (
    <Routes>
      <Route element={<MarketingLayout />}>
        <Route path="/:lng" element={<HomePage />} />
        <Route
          path="/:lng/pricing"
          element={
            <Suspense fallback={<div className={styles.pending} />}>
              <PricingPage />
            </Suspense>
          }
        />
        <Route
          path="/:lng/privacy_policy"
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
