import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { disablePushHere, enablePush, pushEnabledHere } from '@vitrina/shared/push';
import { deleteDevice, fetchDevices, fetchPreferences, putPreferences, sendTest } from '../api/notifications';

const DEVICES = ['push', 'devices'] as const;
const PREFERENCES = ['push', 'preferences'] as const;
const HERE = ['push', 'here'] as const;

export const useDevices = () => useQuery({ queryKey: DEVICES, queryFn: ({ signal }) => fetchDevices(signal) });

/** Whether this browser is subscribed now (the worker's subscription and the server's row). */
export const useEnabledHere = () => useQuery({ queryKey: HERE, queryFn: pushEnabledHere });

export const usePreferences = () =>
  useQuery({ queryKey: PREFERENCES, queryFn: ({ signal }) => fetchPreferences(signal) });

function useRefreshDevices() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: DEVICES }), client.invalidateQueries({ queryKey: HERE })]);
}

export function useEnablePush() {
  const refresh = useRefreshDevices();
  return useMutation({ mutationFn: enablePush, onSettled: refresh });
}

export function useDisablePushHere() {
  const refresh = useRefreshDevices();
  return useMutation({ mutationFn: disablePushHere, onSettled: refresh });
}

export function useRemoveDevice() {
  const refresh = useRefreshDevices();
  return useMutation({ mutationFn: deleteDevice, onSettled: refresh });
}

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putPreferences,
    onSuccess: (saved) => client.setQueryData(PREFERENCES, saved),
  });
}

export const useSendTest = () => useMutation({ mutationFn: sendTest });
