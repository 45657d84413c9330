import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutopilotSettings, AutopilotUpdate } from '@vitrina/shared/contracts';
import { getAutopilot, getAutoSendSwitch, putAutopilot, putAutoSendSwitch } from '../api/autopilot';

export const autopilotKeys = {
  settings: (channelId: string | null) => ['autopilot', 'settings', channelId] as const,
  switch: ['autopilot', 'switch'] as const,
};

/** The channel's reply mode (docs/product.md §9.10) and the call that changes it; the answer replaces the cache. */
export function useAutopilot(channelId: string | null) {
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: autopilotKeys.settings(channelId),
    queryFn: () => getAutopilot(channelId!),
    enabled: channelId !== null,
  });
  const update = useMutation({
    mutationFn: (change: AutopilotUpdate) => putAutopilot(channelId!, change),
    onSuccess: (saved: AutopilotSettings) => client.setQueryData(autopilotKeys.settings(channelId), saved),
  });
  return { settings, update, fullTrust: settings.data?.mode === 'FULL_TRUST' };
}

/** The header's switch of automatic sending: stopped or not, and the call that flips it. */
export function useAutoSendSwitch() {
  const client = useQueryClient();
  const state = useQuery({ queryKey: autopilotKeys.switch, queryFn: getAutoSendSwitch });
  const flip = useMutation({
    mutationFn: putAutoSendSwitch,
    onSuccess: (saved) => client.setQueryData(autopilotKeys.switch, saved),
  });
  return { state, flip, stopped: state.data?.stopped ?? false };
}
