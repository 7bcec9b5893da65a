// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlansLogo } from '@/components/layout/glans-logo';
import { CloseIcon, MenuIcon } from '@/components/layout/header-icons';
import { MobileMenuButton } from '@/components/layout/mega-menu-controls';
import { DropdownStoreProvider } from '@/stores/dropdown-store';

/** The phone menu's visible close and the logo's spark beside the word (issue 25). */

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch: () => {} }),
}));

afterEach(cleanup);

describe('the phone menu button', () => {
  it('shows a cross named for closing while the menu is open, and the menu again once it is closed', () => {
    render(
      <DropdownStoreProvider>
        <MobileMenuButton label="Meny" closeLabel="Stäng menyn" navId="site-menu" menus={[{ type: 'products' }]} />
      </DropdownStoreProvider>,
    );
    const button = screen.getByRole('button', { name: 'Meny' });
    const menuIcon = renderToStaticMarkup(<MenuIcon />);
    const closeIcon = renderToStaticMarkup(<CloseIcon />);
    expect(button.innerHTML).toContain(menuIcon);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.innerHTML).toContain(closeIcon);
    expect(screen.getByRole('button', { name: 'Stäng menyn' })).toBe(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.innerHTML).toContain(menuIcon);
    expect(screen.getByRole('button', { name: 'Meny' })).toBe(button);
  });
});

describe('the logo', () => {
  it('sets the spark in the line right after the word, not at a fixed place of a drawing', () => {
    const { container } = render(<GlansLogo />);
    const logo = container.firstElementChild!;
    expect(logo.getAttribute('aria-hidden')).toBe('true');
    const [word, spark] = Array.from(logo.children);
    expect(word?.textContent).toBe('Glans');
    expect(spark?.tagName.toLowerCase()).toBe('svg');
    expect(logo.querySelector('text')).toBeNull();
  });
});
