import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { SLIDER_STEPS } from '../model/pricing';
import { PricingCalculator } from './PricingCalculator';

function slider() {
  return screen.getByRole('slider', { name: 'Кількість діалогів на місяць' });
}
function dropdown() {
  return screen.getByRole('combobox', { name: 'Кількість діалогів на місяць' });
}
function setSlider(value: number) {
  fireEvent.change(slider(), { target: { value: String(SLIDER_STEPS.indexOf(value)) } });
}
function cardNames() {
  return screen
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)
    .filter((n) => n !== 'Ваш розрахунок');
}

describe('dialogs calculator', () => {
  it('starts at 50 dialogs on Free for $0', async () => {
    await renderWithProviders(<PricingCalculator onChoosePlan={jest.fn()} />);
    expect(screen.getByTestId('dialogs-value')).toHaveTextContent('50 діалогів на місяць');
    expect(screen.getByRole('status')).toBe(screen.getByTestId('dialogs-value')); // announced as it changes
    expect(slider()).toHaveAttribute('aria-valuetext', '50 діалогів на місяць');
    expect(dropdown()).toHaveValue('50');
    expect(screen.getByTestId('summary-plan')).toHaveTextContent('Free');
    expect(screen.getByTestId('summary-price')).toHaveTextContent(/^0\s\$$/);
    expect(cardNames()).toEqual(['Free', 'Plus', 'Pro', 'Premium']);
  });

  it('counts 0 on the slider as 50', async () => {
    await renderWithProviders(<PricingCalculator onChoosePlan={jest.fn()} />);
    setSlider(0);
    expect(screen.getByTestId('dialogs-value')).toHaveTextContent('50 діалогів на місяць');
    // Free: 0 $ a month is 0 $ a year (not "dialogs × 12" shown as dollars).
    expect(screen.getByTestId('annual-yearly')).toHaveTextContent(/^0\s\$$/);
    expect(screen.getByTestId('annual-total')).toHaveTextContent(/^0\s\$$/);
  });

  it('moves plan, price, cards and annual summary with the slider', async () => {
    await renderWithProviders(<PricingCalculator onChoosePlan={jest.fn()} />);
    setSlider(100);
    expect(screen.getByTestId('summary-plan')).toHaveTextContent('Starter');
    expect(screen.getByTestId('summary-price')).toHaveTextContent('29,99');
    expect(cardNames()).toEqual(['Starter', 'Plus', 'Pro', 'Premium']);

    setSlider(1500);
    expect(screen.getByTestId('summary-plan')).toHaveTextContent('Pro');
    expect(screen.getByTestId('summary-price')).toHaveTextContent('449,99');
    expect(screen.getByTestId('annual-yearly')).toHaveTextContent(/5\s399,88\s\$/);
    expect(screen.getByTestId('annual-saved')).toHaveTextContent(/−1\s619,96\s\$/);

    setSlider(3000);
    expect(screen.getByTestId('dialogs-value')).toHaveTextContent('2000 - 5000 діалогів на місяць');

    setSlider(8000);
    expect(screen.getByTestId('dialogs-value')).toHaveTextContent('5000+ діалогів на місяць');
    expect(screen.getByTestId('summary-plan')).toHaveTextContent('Premium');
  });

  it('follows the mobile dropdown', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<PricingCalculator onChoosePlan={jest.fn()} />);
    expect(
      within(dropdown())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['50', '100', '200', '400', '600', '800', '1000', '2000', '5000']);
    await user.selectOptions(dropdown(), '400');
    expect(screen.getByTestId('summary-plan')).toHaveTextContent('Plus');
    expect(screen.getByTestId('summary-price')).toHaveTextContent('119,99');
    expect(slider()).toHaveValue(String(SLIDER_STEPS.indexOf(400)));

    await user.selectOptions(dropdown(), '5000');
    expect(screen.getByTestId('dialogs-value')).toHaveTextContent('5000+');
  });

  it('sets the value to the plan minimum when a card is clicked', async () => {
    const user = userEvent.setup();
    const onChoosePlan = jest.fn();
    await renderWithProviders(<PricingCalculator onChoosePlan={onChoosePlan} />);
    await user.click(screen.getByRole('heading', { name: 'Pro' }));
    expect(screen.getByTestId('dialogs-value')).toHaveTextContent('1500 діалогів на місяць');
    expect(dropdown()).toHaveValue('1500'); // not one of the nine options: added so the dropdown stays true
    expect(onChoosePlan).not.toHaveBeenCalled();
  });

  it('card buttons choose the plan and hand over to the booking form', async () => {
    const user = userEvent.setup();
    const onChoosePlan = jest.fn();
    await renderWithProviders(<PricingCalculator onChoosePlan={onChoosePlan} />);
    await user.click(screen.getByRole('button', { name: 'Обрати тариф Premium' }));
    expect(onChoosePlan).toHaveBeenCalledTimes(1);
    expect(onChoosePlan).toHaveBeenCalledWith('premium');
    expect(screen.getByTestId('summary-plan')).toHaveTextContent('Premium');
  });

  it('has no "choose" buttons where nothing can be chosen (no onChoosePlan: the settings page)', async () => {
    await renderWithProviders(<PricingCalculator />);
    expect(screen.getByRole('heading', { name: 'Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Обрати тариф/ })).not.toBeInTheDocument();
  });

  it('tags Pro as popular', async () => {
    await renderWithProviders(<PricingCalculator onChoosePlan={jest.fn()} />);
    const pro = screen.getByRole('heading', { name: 'Pro' }).closest('li') as HTMLElement;
    expect(within(pro).getByText('Популярний')).toBeInTheDocument();
    expect(screen.getAllByText('Популярний')).toHaveLength(1);
  });
});
