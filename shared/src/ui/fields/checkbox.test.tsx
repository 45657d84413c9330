import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is named by its label and toggles by a click on the label', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Checkbox label="Запам'ятати мене" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: "Запам'ятати мене" });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText("Запам'ятати мене"));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('toggles from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Згоден" />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Згоден' })).toBeChecked();
  });

  it('forwards the ref and reports an error', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox label="Згоден" ref={ref} error="Потрібна згода" />);
    const box = screen.getByRole('checkbox', { name: 'Згоден' });
    expect(ref.current).toBe(box);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Потрібна згода');
  });

  it('can be disabled', () => {
    render(<Checkbox label="Повна довіра" disabled />);
    expect(screen.getByRole('checkbox', { name: 'Повна довіра' })).toBeDisabled();
  });
});
