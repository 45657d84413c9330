import { render, screen } from '@testing-library/react';
import { RadioGroup } from './radio-group';

describe('RadioGroup', () => {
  const options = (
    <>
      <label>
        <input type="radio" name="p" value="a" /> A
      </label>
      <label>
        <input type="radio" name="p" value="b" /> B
      </label>
    </>
  );

  it('is a group named by its legend, holding the options', () => {
    render(<RadioGroup legend="Платформа">{options}</RadioGroup>);
    const group = screen.getByRole('group', { name: 'Платформа' });
    expect(group).toContainElement(screen.getByRole('radio', { name: 'A' }));
    expect(screen.getByRole('radio', { name: 'B' })).toBeEnabled();
  });

  it('disabled, every option is disabled', () => {
    render(
      <RadioGroup legend="Платформа" disabled>
        {options}
      </RadioGroup>,
    );
    expect(screen.getByRole('radio', { name: 'A' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'B' })).toBeDisabled();
  });
});
