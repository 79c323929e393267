import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubServer } from '../../../lib/test-utils.tsx';
import { ForgotPage } from './forgot-page.tsx';

describe('forgot page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires the e-mail, then confirms that instructions were sent', async () => {
    const server = stubServer({ 'auth/forgot': { status: 200, body: { message: 'ok' } } });
    renderRoutes([{ path: '/forgot', Component: ForgotPage }], '/forgot');
    const email = screen.getByLabelText('Correo electrónico');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText('Este campo es obligatorio');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(server).not.toHaveBeenCalled();

    fireEvent.input(email, { target: { value: 'cta.scl@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/instrucciones/);
    expect(JSON.parse(String(server.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'cta.scl@example.com',
    });
    expect(screen.getByRole('link', { name: /Volver al inicio de sesión/ })).toBeTruthy();
  });
});
