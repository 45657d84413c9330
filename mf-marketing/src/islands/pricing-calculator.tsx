import { hydrateRoot } from 'react-dom/client';
import { PricingCalculator } from '../features/pricing';
import { scrollToId } from '../hooks/use-hash-scroll';

/** The pricing page's calculator on its own: a plan card's button scrolls to the booking form. */
export default function hydrate(element: HTMLElement) {
  hydrateRoot(element, <PricingCalculator onChoosePlan={() => scrollToId('booking')} />);
}
