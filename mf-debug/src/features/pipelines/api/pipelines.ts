import { requestData } from '@vitrina/shared';
import type { PipelineConfiguration, UpdateInstructionsRequest } from '@vitrina/shared/contracts';

/** GET /api/v1/pipelines: assistant ids and instructions of the three roles. */
export const fetchPipelines = (signal?: AbortSignal) =>
  requestData<PipelineConfiguration>('/api/v1/pipelines', { signal });

/** PUT /api/v1/pipelines/instructions: the new configuration. */
export const updateInstructions = (instructions: UpdateInstructionsRequest['instructions']) =>
  requestData<PipelineConfiguration>('/api/v1/pipelines/instructions', { method: 'PUT', body: { instructions } });
