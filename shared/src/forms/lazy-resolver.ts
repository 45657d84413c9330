import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<TFieldValues extends FieldValues, TContext, TTransformed> = Resolver<
  TFieldValues,
  TContext,
  TTransformed
> & {
  /** Starts loading now (say, when the form is first focused); the same load validation waits for. */
  preload(): Promise<Resolver<TFieldValues, TContext, TTransformed>>;
};

/**
 * A react-hook-form resolver whose code loads the first time the form validates (on submit, by
 * default). The zod contracts and `zodResolver` weigh ~30 KB gzip: a page with a form paints
 * without them when they sit behind this, in a module of their own:
 *
 *   // login-resolver.ts
 *   export default zodResolver(loginFormSchema);
 *   // LoginForm.tsx
 *   const resolver = lazyResolver(() => import('./login-resolver').then((m) => m.default));
 *   useForm({ resolver });
 *
 * A failed load is not cached: the next validation tries again.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext = unknown, TTransformed = TFieldValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformed>>,
): LazyResolver<TFieldValues, TContext, TTransformed> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformed>> | null = null;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<TFieldValues, TContext, TTransformed> = async (values, context, options) =>
    (await preload())(values, context, options);
  return Object.assign(resolver, { preload });
}
