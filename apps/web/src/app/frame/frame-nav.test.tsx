import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../lib/test-utils.tsx';
import { BOARD_VIEWS } from '../board-views.ts';
import { FrameNav } from './frame-nav.tsx';

function renderNav() {
  return renderRoutes(
    [
      {
        path: '*',
        element: <FrameNav id="nav" views={BOARD_VIEWS} open onNavigate={() => {}} admin network />,
      },
    ],
    '/general',
  );
}

describe('the frame navigation', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('keeps Red and Administración in place offline, not followable, saying why', () => {
    renderNav();
    expect(screen.getByRole('link', { name: 'Red' })).toBeTruthy();
    act(() => onlineManager.setOnline(false));
    expect(screen.queryByRole('link', { name: /Red/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Administración/ })).toBeNull();
    expect(screen.getByText('(Red: no disponible sin conexión)', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tablero general' })).toBeTruthy();
    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('link', { name: 'Administración' })).toBeTruthy();
  });
});
