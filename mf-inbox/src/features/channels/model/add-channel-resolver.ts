// Loaded at the first validation (lazyResolver): zod and the resolver stay out of the page's first load.
import { zodResolver } from '@hookform/resolvers/zod';
import { addChannelFormSchema } from './add-channel-form';

export default zodResolver(addChannelFormSchema);
