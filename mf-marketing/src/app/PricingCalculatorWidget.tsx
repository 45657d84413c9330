import { I18nextProvider } from 'react-i18next';
import { PricingCalculator, type PricingCalculatorProps } from '../features/pricing';
import { i18n } from './i18n';

/**
 * The tariff calculator for another remote's page (mf-settings 'Тарифи і оплата'): rendered in the
 * caller's React tree, with this remote's texts (its own i18next instance follows the shell's language).
 */
export function PricingCalculatorWidget(props: PricingCalculatorProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <PricingCalculator {...props} />
    </I18nextProvider>
  );
}
