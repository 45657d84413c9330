import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { Faq } from './Faq';

function questions() {
  return screen.getAllByRole('button');
}
/** Open answers (the FAQ section itself is a region too, hence inside the list). */
function answers() {
  return within(screen.getByRole('list')).queryAllByRole('region');
}

describe('FAQ', () => {
  it('has 10 questions, all closed', async () => {
    await renderWithProviders(<Faq />);
    expect(screen.getByRole('heading', { level: 2, name: 'Часті запитання' })).toBeInTheDocument();
    expect(questions()).toHaveLength(10);
    for (const q of questions()) expect(q).toHaveAttribute('aria-expanded', 'false');
    expect(answers()).toHaveLength(0);
  });

  it('opens one at a time; clicking the open one closes it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Faq />);
    const [first, second] = questions();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(answers()).toHaveLength(1);
    expect(answers()[0]).toHaveAccessibleName(first.textContent ?? '');
    expect(answers()[0]).toHaveTextContent('24 годин');

    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(answers()).toHaveLength(1);

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(answers()).toHaveLength(0);
  });

  it('is in English in en', async () => {
    await renderWithProviders(<Faq />, { route: '/en', lng: 'en' });
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'What counts as one conversation?' })).toBeInTheDocument();
  });
});
