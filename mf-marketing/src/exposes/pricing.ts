// Exposed as './pricing': the calculator's rules (plans, steps, prices), pure, and the calculator
// itself (PricingCalculatorWidget, with this remote's texts) for the settings remote's tariffs tab.
export * from '../features/pricing/model/pricing';
export { PricingCalculatorWidget } from '../app/PricingCalculatorWidget';
