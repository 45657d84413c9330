// The header's phone menu on a prerendered page (model/menu-island.ts): the loader's own island.
import { MENU_ICON, toggleMenuOnClick } from './model/menu-island';

beforeEach(() => {
  document.body.innerHTML = `
    <div data-prerendered="/ua">
      <header>
        <div data-island="shell:menu" style="display: contents">
          <button type="button" aria-expanded="false" aria-controls="menu" aria-label="Відкрити меню"
            data-label-open="Відкрити меню" data-label-close="Закрити меню"><svg><path d="${MENU_ICON.open}"></path></svg></button>
        </div>
        <div id="menu" data-open="false"><nav><a href="#solutions">Рішення</a></nav></div>
      </header>
    </div>`;
  document.body.style.overflow = '';
});

const button = () => document.querySelector('button')!;
const menu = () => document.getElementById('menu')!;

describe('toggleMenuOnClick', () => {
  it('opens and closes the menu as the live header does: aria-expanded, the name, the icon, no scrolling under it', () => {
    toggleMenuOnClick(document, window, '[data-prerendered]');
    expect(document.querySelector('[data-island="shell:menu"]')!.hasAttribute('data-island-live')).toBe(true);
    button().click();
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(button().getAttribute('aria-label')).toBe('Закрити меню');
    expect(button().querySelector('path')!.getAttribute('d')).toBe(MENU_ICON.close);
    expect(menu().getAttribute('data-open')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    button().click();
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(button().getAttribute('aria-label')).toBe('Відкрити меню');
    expect(menu().getAttribute('data-open')).toBe('false');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape (the focus back on the button), on a link in it, and when the app takes over', () => {
    const close = toggleMenuOnClick(document, window, '[data-prerendered]');
    button().click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(menu().getAttribute('data-open')).toBe('false');
    expect(document.activeElement).toBe(button());
    button().click();
    menu().querySelector('a')!.click();
    expect(menu().getAttribute('data-open')).toBe('false');
    button().click();
    close();
    expect(menu().getAttribute('data-open')).toBe('false');
    expect(document.body.style.overflow).toBe('');
  });

  it('leaves a page without the prerendered menu alone', () => {
    document.body.innerHTML = '<div id="root"><button type="button">x</button></div>';
    expect(() => toggleMenuOnClick(document, window, '[data-prerendered]')()).not.toThrow();
  });
});
