import { hydrateRoot } from 'react-dom/client';
import { LoginForm } from '../features/login/components/LoginForm';

/** The login form on its own: after a sign-in it goes to the inbox through the page's loader (IslandHost.navigate). */
export default function hydrate(element: HTMLElement) {
  hydrateRoot(element, <LoginForm />);
}
