import { hydrateRoot } from 'react-dom/client';
import { ForgotPasswordForm } from '../features/forgot-password/components/ForgotPasswordForm';

/** The password-reset request form on its own: it sends the email through the shared API client and shows the result. */
export default function hydrate(element: HTMLElement) {
  hydrateRoot(element, <ForgotPasswordForm />);
}
