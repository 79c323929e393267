import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { modalClosed, modalOpened } from '../../components/ui/modal-stack.ts';
import { UpdatePrompt } from './update-prompt.tsx';
import { announceUpdate } from './update-state.ts';

describe('the new-version prompt', () => {
  it('offers a waiting build in a live region, and steps aside while a dialog is open', () => {
    render(<UpdatePrompt />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');

    const apply = vi.fn();
    act(() => announceUpdate(apply));
    expect(region.textContent).toContain('Hay una versión nueva');

    const drawer = document.createElement('dialog');
    act(() => modalOpened(drawer));
    expect(screen.queryByRole('button', { name: 'Actualizar' })).toBeNull();
    act(() => modalClosed(drawer));

    const button = screen.getByRole('button', { name: 'Actualizar' });
    expect(
      document.getElementById(String(button.getAttribute('aria-describedby')))?.textContent,
    ).toBe('Hay una versión nueva');
    fireEvent.click(button);
    expect(apply).toHaveBeenCalledOnce();
    // A second press while the page reloads does nothing more.
    expect(screen.getByRole('button', { name: 'Actualizar' }).hasAttribute('disabled')).toBe(true);
  });

  it('renders ahead of the browser as an empty live region', () => {
    expect(renderToString(<UpdatePrompt />)).toMatch(/^<div[^>]*role="status"[^>]*><\/div>$/);
  });
});
