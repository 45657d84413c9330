import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '@vitrina/shared';
import { disablePushHere } from '@vitrina/shared/push';

/**
 * Exit: go to / (-> /ua) and log out (the refresh token is revoked in the background), after this
 * device stops receiving the account's notifications (docs/product.md §9.13): its subscription is
 * removed while the token still works.
 */
export function useExit(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    navigate('/');
    void disablePushHere().finally(() => logout());
  }, [navigate]);
}
