import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageStore } from '@vitrina/shared';
import { Pagination } from './pagination';

beforeEach(() => languageStore.set('ua'));

function pageButtons() {
  const list = screen.getByRole('list');
  return within(list)
    .getAllByRole('button')
    .map((b) => b.textContent);
}

describe('Pagination', () => {
  it('renders nothing for a single page or none', () => {
    const { container, rerender } = render(<Pagination page={1} totalPages={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination page={1} totalPages={0} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the shortened list with an ellipsis, and marks the current page', () => {
    render(<Pagination page={5} totalPages={12} onChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Сторінки' })).toBeInTheDocument();
    expect(pageButtons()).toEqual(['4', '5', '6', '12']);
    expect(screen.getByText('…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сторінка 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Сторінка 4' })).not.toHaveAttribute('aria-current');
  });

  it('calls onChange with the chosen page, and not for the current one', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Pagination page={5} totalPages={12} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Сторінка 6' }));
    await user.click(screen.getByRole('button', { name: 'Сторінка 12' }));
    await user.click(screen.getByRole('button', { name: 'Сторінка 5' }));
    expect(onChange.mock.calls).toEqual([[6], [12]]);
  });

  it('has first and last controls, disabled at the ends', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender } = render(<Pagination page={1} totalPages={8} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Перша сторінка' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Остання сторінка' }));
    expect(onChange).toHaveBeenLastCalledWith(8);

    rerender(<Pagination page={8} totalPages={8} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Остання сторінка' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Перша сторінка' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Pagination page={1} totalPages={3} onChange={onChange} />);
    await user.tab(); // first-page control is disabled: focus starts on page 1
    expect(screen.getByRole('button', { name: 'Сторінка 1' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('names its controls in English when the language is en', () => {
    render(<Pagination page={2} totalPages={4} onChange={() => {}} />);
    act(() => languageStore.set('en'));
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});
