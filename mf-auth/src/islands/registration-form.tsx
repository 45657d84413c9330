import { hydrateRoot } from 'react-dom/client';
import { RegistrationForm } from '../features/registration/components/RegistrationForm';

/** The registration form on its own: it signs the new user in and goes to the inbox as the live form does. */
export default function hydrate(element: HTMLElement) {
  hydrateRoot(element, <RegistrationForm />);
}
