import { hydrateRoot } from 'react-dom/client';
// The component's own module, not the feature's index.
import { Faq } from '../features/faq/components/Faq';

/** The pricing page's questions on their own: one open at a time, as in the live app. */
export default function hydrate(element: HTMLElement) {
  hydrateRoot(element, <Faq />);
}
