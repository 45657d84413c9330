// Exposed as './pricing': the calculator's rules (plans, steps, prices), pure, for the settings
// remote's tariff calculator.
export * from '../features/pricing/model/pricing';
