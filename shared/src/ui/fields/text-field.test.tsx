import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { TextArea, TextField } from './text-field';

describe('TextField', () => {
  it('labels its input', () => {
    render(<TextField label="Email" type="email" name="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
  });

  it('without an error is valid and described by nothing', () => {
    render(<TextField label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with an error is invalid, described by the error, and announces it', () => {
    render(<TextField label="Email" error="Введіть ваш email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Введіть ваш email');
    expect(screen.getByRole('alert')).toHaveTextContent('Введіть ваш email');
  });

  it('is described by its hint and error together, keeping a description passed in', () => {
    render(
      <>
        <p id="outside">Зовнішній опис</p>
        <TextField label="Пароль" hint="Щонайменше 8 символів" error="Введіть ваш пароль" aria-describedby="outside" />
      </>,
    );
    expect(screen.getByLabelText('Пароль')).toHaveAccessibleDescription(
      'Зовнішній опис Щонайменше 8 символів Введіть ваш пароль',
    );
  });

  it('keeps a given id so an outside label or test can point at it', () => {
    render(<TextField id="login-email" label="Email" error="x" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('id', 'login-email');
    expect(input).toHaveAttribute('aria-describedby', 'login-email-error');
  });

  it('forwards the ref and the handlers react-hook-form register passes', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    const onBlur = jest.fn();
    render(<TextField label="Ім'я" name="name" ref={ref} onChange={onChange} onBlur={onBlur} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: "Ім'я" }));
    await user.type(ref.current!, 'Оля');
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(ref.current!.value).toBe('Оля');
  });

  it('two fields get distinct ids', () => {
    render(
      <>
        <TextField label="A" error="ea" />
        <TextField label="B" error="eb" />
      </>,
    );
    expect(screen.getByLabelText('A').id).not.toBe(screen.getByLabelText('B').id);
    expect(screen.getByLabelText('B')).toHaveAccessibleDescription('eb');
  });
});

describe('TextArea', () => {
  it('is a labelled textbox with the same error wiring', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea label="Текст автокоментаря" error="Введіть текст автокоментаря" ref={ref} />);
    const area = screen.getByRole('textbox', { name: 'Текст автокоментаря' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(ref.current).toBe(area);
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Введіть текст автокоментаря');
  });
});
