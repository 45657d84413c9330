import { hydrateRoot } from 'react-dom/client';
import { PricingCalculator, useChoosePlan } from '../features/pricing';
import { scrollToId } from '../hooks/use-hash-scroll';

/** The calculator as the pricing page renders it: a card's button chooses the plan (useChoosePlan). */
function PricingCalculatorIsland() {
  const choosePlan = useChoosePlan(() => scrollToId('booking'));
  return <PricingCalculator onChoosePlan={choosePlan} />;
}

/** The pricing page's calculator on its own: signed in, a card's button opens Settings with the plan chosen. */
export default function hydrate(element: HTMLElement) {
  hydrateRoot(element, <PricingCalculatorIsland />);
}
