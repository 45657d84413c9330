export { PricingCalculator } from './components/PricingCalculator';
