import { screen, within } from '@testing-library/react';
import { setRemoteModuleLoader } from '@vitrina/shared';
import { response } from '@vitrina/shared/testing';
import { renderRoute } from '../../../testing/render-route';
import { settingsApi, USAGE, USER } from '../../../testing/settings-api';
import { usagePercent } from '../model/usage';

const panel = () => screen.getByRole('tabpanel', { name: 'Plans and billing' });

it('loads the calculator from mf_marketing/pricing with no "choose" button, and says how to move to a paid plan', async () => {
  settingsApi();
  const loader = jest.fn(async () => ({
    PricingCalculatorWidget: ({ onChoosePlan }: { onChoosePlan?: () => void }) => (
      <p>Marketing calculator{onChoosePlan ? ' with a choose button' : ''}</p>
    ),
  }));
  setRemoteModuleLoader(loader);
  renderRoute('/en/settings');
  expect(await within(panel()).findByText('Marketing calculator')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mf_marketing', 'pricing');
  expect(within(panel()).getByText(/to move to a paid plan, write to us at/)).toBeInTheDocument();
  expect(within(panel()).getByRole('link', { name: 'support@vitrina.app' })).toHaveAttribute(
    'href',
    'mailto:support@vitrina.app?subject=Moving%20to%20a%20paid%20plan',
  );
});

it('falls back to the pricing link when the marketing remote has no calculator (not deployed)', async () => {
  settingsApi();
  setRemoteModuleLoader(async () => ({ bootstrap: () => undefined }));
  renderRoute('/en/settings');
  expect(await within(panel()).findByRole('link', { name: 'Open the calculator' })).toHaveAttribute(
    'href',
    '/en/pricing',
  );
});

it('shows an ended trial and the chats over the free ones', async () => {
  settingsApi(
    (call) => (call.url.endsWith('/usage') ? response(200, { data: { ...USAGE, chats_used: 61 } }) : undefined),
    { ...USER, plan: { ...USER.plan, active: false } },
  );
  renderRoute('/en/settings');
  expect(await within(panel()).findByText('Ended')).toBeInTheDocument();
  expect(within(panel()).queryByText('Active')).not.toBeInTheDocument();
  expect(await within(panel()).findByRole('meter', { name: 'Chats this month: 61 of 50 free' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
  expect(within(panel()).getByText(/free chats are used up/)).toBeInTheDocument();
});

it('shows the error of the usage call', async () => {
  settingsApi((call) =>
    call.url.endsWith('/usage') ? response(400, { error_message: 'Помилка при отриманні данних' }) : undefined,
  );
  renderRoute('/ua/settings');
  expect(await screen.findByText('Помилка при отриманні данних', {}, { timeout: 4000 })).toBeInTheDocument();
});

it('usagePercent caps at 100 and handles no free chats', () => {
  expect(usagePercent(12, 50)).toBe(24);
  expect(usagePercent(80, 50)).toBe(100);
  expect(usagePercent(1, 0)).toBe(100);
});
