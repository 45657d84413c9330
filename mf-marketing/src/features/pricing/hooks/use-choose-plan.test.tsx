import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, settle } from '@vitrina/shared/testing';
import { STORAGE_KEYS } from '@vitrina/shared';
import { i18n } from '../../../app/i18n';
import { PricingCalculator } from '../components/PricingCalculator';
import { chosenPlanPath } from '../model/choose-plan';
import { useChoosePlan } from './use-choose-plan';

const toBooking = jest.fn();

function PricingPageCalculator() {
  return <PricingCalculator onChoosePlan={useChoosePlan(toBooking)} />;
}

async function render(path: string) {
  const { location } = renderWithProviders(<PricingPageCalculator />, { i18n, path });
  await settle();
  return { user: userEvent.setup(), location };
}

beforeEach(() => {
  localStorage.clear();
  toBooking.mockClear();
});

it('leads a signed-in visitor into Settings’ tariffs tab with the plan chosen (not the pricing page again)', async () => {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  const { user, location } = await render('/ua/pricing');
  await user.click(screen.getByRole('button', { name: 'Обрати тариф Pro' }));
  expect(location()).toBe('/ua/settings?tab=tariffs&plan=pro');
  expect(toBooking).not.toHaveBeenCalled();
});

it('keeps the page’s language, and Free opens the tab alone (nothing to buy)', async () => {
  localStorage.setItem(STORAGE_KEYS.token, 'header.payload.signature');
  const { user, location } = await render('/en/pricing');
  await user.click(screen.getByRole('button', { name: 'Choose plan Free' }));
  expect(location()).toBe('/en/settings?tab=tariffs');
  expect(chosenPlanPath('premium', 'en')).toBe('/en/settings?tab=tariffs&plan=premium');
});

it('hands a signed-out visitor to the booking form, as before', async () => {
  const { user, location } = await render('/ua/pricing');
  await user.click(screen.getByRole('button', { name: 'Обрати тариф Premium' }));
  expect(toBooking).toHaveBeenCalledTimes(1);
  expect(location()).toBe('/ua/pricing');
});
