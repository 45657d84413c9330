import { requestData } from '@vitrina/shared';
import type { AutopilotSettings, AutopilotUpdate } from '@vitrina/shared/contracts';

/** GET /api/v1/channels/{id}/autopilot: the channel's reply mode and full-trust settings (docs/product.md §9.10). */
export const getAutopilot = (channelId: string) =>
  requestData<AutopilotSettings>(`/api/v1/channels/${encodeURIComponent(channelId)}/autopilot`);

/** PUT /api/v1/channels/{id}/autopilot: any of the settings. */
export const putAutopilot = (channelId: string, update: AutopilotUpdate) =>
  requestData<AutopilotSettings>(`/api/v1/channels/${encodeURIComponent(channelId)}/autopilot`, {
    method: 'PUT',
    body: update,
  });

/** GET /api/v1/autopilot/switch: whether every automatic send of the account is stopped. */
export const getAutoSendSwitch = () => requestData<{ stopped: boolean }>('/api/v1/autopilot/switch');

/** PUT /api/v1/autopilot/switch: stops (or resumes) every automatic send at once. */
export const putAutoSendSwitch = (stopped: boolean) =>
  requestData<{ stopped: boolean }>('/api/v1/autopilot/switch', { method: 'PUT', body: { stopped } });
