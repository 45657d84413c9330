export { PricingCalculator, type PricingCalculatorProps } from './components/PricingCalculator';
