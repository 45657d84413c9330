import { useParams } from 'react-router-dom';
import { isLanguage, languageStore, type Language } from '@vitrina/shared';

/** The language of the current route (`/:lng/...`); the shell's language when the segment is not one. */
export function useLng(): Language {
  const { lng } = useParams();
  return isLanguage(lng) ? lng : languageStore.get();
}
