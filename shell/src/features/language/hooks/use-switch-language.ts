import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { withLanguage, type Language } from '@vitrina/shared';

/** Switching the language rewrites the first path segment (search and hash stay). */
export function useSwitchLanguage(): (lng: Language) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (lng: Language) => navigate(`${withLanguage(location.pathname, lng)}${location.search}${location.hash}`),
    [location.pathname, location.search, location.hash, navigate],
  );
}
