// Loaded at the first validation (lazyResolver): zodResolver stays out of the page's first load.
import { zodResolver } from '@hookform/resolvers/zod';
import { acceptInvitationRequestSchema } from '@vitrina/shared/contracts';

export default zodResolver(acceptInvitationRequestSchema);
