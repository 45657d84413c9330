import { requestData } from '@vitrina/shared';
import type { BotStatus, User } from '../types';

/** PUT /api/v1/users {bot_status} (docs/product.md §7.2). */
export const putBotStatus = (bot_status: BotStatus) =>
  requestData<User>('/api/v1/users', { method: 'PUT', body: { bot_status } });
