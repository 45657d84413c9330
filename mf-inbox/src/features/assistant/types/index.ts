import type { User as UserContract } from '@vitrina/shared/contracts';

export type User = UserContract;
/** ON: the assistant drafts a reply to every customer message; OFF: it stays silent. */
export type { BotStatus } from '@vitrina/shared/contracts/constants';
