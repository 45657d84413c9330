import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { Select } from './select';

const SLOTS = [
  { value: '09-12', label: '09:00–12:00' },
  { value: '12-15', label: '12:00–15:00' },
];

describe('Select', () => {
  it('is a labelled combobox with its options', () => {
    render(<Select label="Час дзвінка" value="12-15" options={SLOTS} onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Час дзвінка' });
    expect(select).toHaveValue('12-15');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['09:00–12:00', '12:00–15:00']);
  });

  it('calls onChange with the chosen value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('09-12');
      return <Select label="Час дзвінка" value={value} options={SLOTS} onChange={setValue} />;
    }
    render(<Controlled />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Час дзвінка' }), '12:00–15:00');
    expect(screen.getByRole('combobox')).toHaveValue('12-15');
  });

  it('shows a placeholder while nothing is chosen, which cannot be chosen back', () => {
    render(<Select label="Час" value="" placeholder="Оберіть час" options={SLOTS} onChange={() => {}} />);
    expect(screen.getByRole('combobox')).toHaveDisplayValue('Оберіть час');
    expect(screen.getByRole('option', { name: 'Оберіть час' })).toBeDisabled();
  });

  it('reports an error accessibly and forwards the ref', () => {
    const ref = createRef<HTMLSelectElement>();
    render(
      <Select
        label="Час"
        value=""
        placeholder="—"
        options={SLOTS}
        onChange={() => {}}
        error="Будь ласка, оберіть час для дзвінка"
        ref={ref}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Час' });
    expect(ref.current).toBe(select);
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Будь ласка, оберіть час для дзвінка');
  });
});
