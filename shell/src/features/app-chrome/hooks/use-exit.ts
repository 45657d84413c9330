import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '@vitrina/shared';

/** Exit: log out (the refresh token is revoked in the background) and go to / (-> /ua). */
export function useExit(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    navigate('/');
    void logout();
  }, [navigate]);
}
