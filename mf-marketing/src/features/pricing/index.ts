export { PricingCalculator, type PricingCalculatorProps } from './components/PricingCalculator';
export { useChoosePlan } from './hooks/use-choose-plan';
