import type {
  ConversationStatus,
  Label as LabelContract,
  Note as NoteContract,
  SavedReply as SavedReplyContract,
  Team as TeamContract,
  Teammate as TeammateContract,
} from '@vitrina/shared/contracts';

/** The shop's team (GET /api/v1/team), docs/product.md §9.15. */
export type Team = TeamContract;
export type Teammate = TeammateContract;
export type Label = LabelContract;
export type Note = NoteContract;
export type SavedReply = SavedReplyContract;
export type { ConversationStatus };
