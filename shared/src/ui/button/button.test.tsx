import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button', () => {
  it('is a button named by its text that clicks', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Увійти</Button>);
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is disabled and busy, keeps its name, and does not click', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Увійти
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Увійти' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits its form when typed submit', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Надіслати</Button>
        <Button type="button" variant="ghost">
          Скасувати
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Скасувати' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Надіслати' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('takes the class of its variant and a class passed in', () => {
    render(
      <Button variant="secondary" className="extra">
        Ні
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Ні' })).toHaveClass('button', 'secondary', 'extra');
  });
});
