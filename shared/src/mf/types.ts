import type { Language } from '../i18n/language';

/** Custom props the shell passes to every remote's single-spa lifecycles. */
export interface RemoteProps {
  /** Federation name of the remote, e.g. 'mf_auth'. */
  remote?: string;
  /** Path prefix the remote lives under, e.g. '/ua'. */
  basePath?: string;
  /** The interface language at mount time (follow languageStore for changes). */
  lng?: Language;
}
