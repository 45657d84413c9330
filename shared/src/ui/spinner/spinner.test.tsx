import { act, render, screen } from '@testing-library/react';
import { languageStore } from '@vitrina/shared';
import { Spinner } from './spinner';

beforeEach(() => languageStore.set('ua'));

describe('Spinner', () => {
  it('is a status named by its label', () => {
    render(<Spinner label="Завантаження чатів" />);
    expect(screen.getByRole('status')).toHaveTextContent('Завантаження чатів');
  });

  it('says loading in the current language by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Завантаження…');
    act(() => languageStore.set('en'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
