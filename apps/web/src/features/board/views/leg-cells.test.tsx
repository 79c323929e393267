import type { ContinuityViolation, Leg } from '@board/domain';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { RegistrationCell } from './leg-cells.tsx';

const groundTime: ContinuityViolation = {
  kind: 'groundTime',
  params: { registration: 'CC-AZD', other: 'LA2201', minutes: 20, minimum: 45 },
  message: '20 min en tierra tras LA2201, bajo el mínimo de 45 min, sin demora que lo explique',
};
const station: ContinuityViolation = {
  kind: 'station',
  params: { registration: 'CC-AZD', other: 'LA2401', station: 'TRU', arrived: 'CUZ' },
  message: 'CC-AZD sale de TRU, pero su vuelo anterior LA2401 llegó a CUZ',
};

const leg = (overrides: Partial<Leg> = {}) =>
  ({ _id: 'x', registration: 'AZD', change_registration: null, ...overrides }) as Leg;

afterEach(() => i18next.changeLanguage('es'));

describe('the continuity marker next to the registration', () => {
  it('names every reason for screen readers and as its tooltip', () => {
    render(<RegistrationCell leg={leg({ continuity: [groundTime, station] })} />);
    const marker = screen.getByRole('img', {
      name: `Continuidad de la aeronave: ${groundTime.message}; ${station.message}`,
    });
    expect(marker.getAttribute('title')).toBe(`${groundTime.message}\n${station.message}`);
    expect(marker.parentElement?.textContent).toBe('CC-AZD');
  });

  it('leaves the registration plain and uncoloured: no marker without a reason', () => {
    const { container } = render(<RegistrationCell leg={leg()} />);
    expect(container.innerHTML).toBe('CC-AZD');
    render(<RegistrationCell leg={leg({ continuity: [station] })} />);
    expect(screen.getByRole('img').parentElement?.className).toBe('');
  });

  it('keeps the registration change marker beside it', () => {
    render(
      <RegistrationCell leg={leg({ change_registration: 'YELLOW', continuity: [station] })} />,
    );
    expect(screen.getByRole('img', { name: 'Cambio matrícula' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Continuidad de la aeronave: / })).toBeTruthy();
  });

  it('words the reasons in the reader language from their values', async () => {
    await i18next.changeLanguage('en');
    render(<RegistrationCell leg={leg({ continuity: [groundTime] })} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Aircraft continuity: 20 min on the ground after LA2201, below the 45 min minimum, with no delay to explain it',
    );
  });
});
