import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
// The form's own module, not the feature's index: the index is the live pages' (the form is lazy there).
import { RequestForm } from '../features/requests/components/RequestForm';

function BookingForm() {
  const { t } = useTranslation();
  return <RequestForm kind="booking" label={t('requests.booking.title')} />;
}

/**
 * The booking section's form on its own. The prerendered page holds a placeholder of its height
 * (the live app loads the form near the viewport too): rendered in its place, not hydrated.
 */
export default function render(element: HTMLElement) {
  createRoot(element).render(<BookingForm />);
}
