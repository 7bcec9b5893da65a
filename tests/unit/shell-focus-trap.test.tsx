// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { focusableWithin, useFocusTrap } from '@/components/layout/use-focus-trap';

// jsdom lays nothing out; every element counts as rendered unless it is hidden.
beforeAll(() => {
  vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    return (this.closest('[hidden]') ? [] : [{}]) as unknown as DOMRectList;
  });
});
afterAll(() => vi.restoreAllMocks());
afterEach(cleanup);

function Panel({ active }: { active: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, active);
  return (
    <>
      <button type="button">Utanför</button>
      <div ref={ref} data-testid="panel">
        <input aria-label="Sök" />
        <button type="button">Sök nu</button>
        <button type="button" disabled>
          Av
        </button>
        <div hidden>
          <button type="button">Dold</button>
        </div>
        <button type="button">Stäng</button>
      </div>
    </>
  );
}

const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

describe('useFocusTrap (the search panel on narrow screens)', () => {
  it('lists the reachable elements only', () => {
    render(<Panel active={false} />);
    expect(focusableWithin(screen.getByTestId('panel')).map((element) => element.getAttribute('aria-label') ?? element.textContent)).toEqual(['Sök', 'Sök nu', 'Stäng']);
  });

  it('Tab on the last element goes to the first, Shift+Tab on the first to the last', () => {
    render(<Panel active />);
    screen.getByRole('button', { name: 'Stäng' }).focus();
    tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Sök' }));
    tab(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stäng' }));
  });

  it('brings focus from outside back in', () => {
    render(<Panel active />);
    screen.getByRole('button', { name: 'Utanför' }).focus();
    tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Sök' }));
    screen.getByRole('button', { name: 'Utanför' }).focus();
    tab(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stäng' }));
  });

  it('leaves Tab alone in the middle of the panel and when inactive', () => {
    const { rerender } = render(<Panel active />);
    screen.getByRole('textbox', { name: 'Sök' }).focus();
    expect(tab()).toBe(true); // not prevented: the browser moves on to "Sök nu"
    rerender(<Panel active={false} />);
    screen.getByRole('button', { name: 'Stäng' }).focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stäng' }));
  });
});
