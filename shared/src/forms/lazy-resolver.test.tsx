import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

interface Values {
  name: string;
}

const requireName: Resolver<Values> = async (values) => {
  const valid: ResolverResult<Values> = { values, errors: {} };
  const invalid: ResolverResult<Values> = {
    values: {},
    errors: { name: { type: 'required', message: 'validation.required' } },
  };
  return values.name ? valid : invalid;
};

function NameForm({ resolver, onValid }: { resolver: Resolver<Values>; onValid: (v: Values) => void }) {
  const { register, handleSubmit, formState } = useForm<Values>({ resolver, defaultValues: { name: '' } });
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <input aria-label="name" {...register('name')} />
      {formState.errors.name && <p role="alert">{formState.errors.name.message}</p>}
      <button type="submit">send</button>
    </form>
  );
}

describe('lazyResolver', () => {
  it('loads the resolver at the first validation only, then validates with it', async () => {
    const load = jest.fn(async () => requireName);
    const onValid = jest.fn();
    render(<NameForm resolver={lazyResolver(load)} onValid={onValid} />);
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('validation.required');
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('name'), 'Olena');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Olena' }, expect.anything());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload() starts the load once; a failed load is tried again', async () => {
    const load = jest
      .fn<Promise<Resolver<Values>>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(requireName);
    const resolver = lazyResolver(load);
    await expect(resolver.preload()).rejects.toThrow('chunk failed');
    await expect(resolver.preload()).resolves.toBe(requireName);
    await resolver.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
