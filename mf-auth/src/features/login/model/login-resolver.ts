// Loaded at the first validation (lazyResolver): the contracts and zod stay out of the page's first load.
import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema } from '@vitrina/shared/contracts';

export default zodResolver(loginFormSchema.pick({ email: true, password: true }));
