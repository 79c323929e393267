import type { ContinuityViolation, Leg } from '@board/domain';
import { testLeg } from '@board/domain/testing';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { RegistrationCell, StandCell } from './leg-cells.tsx';

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
  testLeg({ registration: 'AZD', change_registration: null, ...overrides });

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

describe('the stand cell', () => {
  const stand = (number: string, type: string | null, over: Partial<Leg> = {}) =>
    render(<StandCell leg={leg(over)} number={number} type={type} marker={null} />);

  it('sets the stand type apart from its number, named in words', () => {
    stand('R2', 'remote');
    const type = screen.getByRole('img', { name: 'Remota' });
    expect(type.textContent).toBe('R');
    expect(type.getAttribute('title')).toBe('Remota');
    // A badge of its own beside the number, not a letter glued to it: R2 and R, not R2R.
    expect(type.tagName).toBe('SPAN');
    expect(type.className).toMatch(/standType/);
    expect(type.previousSibling?.textContent).toBe('R2');
  });

  it('names a bridge stand Puente, and shows only the number when no type is known', () => {
    stand('14', 'bridge');
    expect(screen.getByRole('img', { name: 'Puente' }).textContent).toBe('P');
    const { container } = stand('9', null);
    expect(container.textContent).toBe('9');
  });

  it('shows nothing for a cancelled leg', () => {
    const { container } = stand('R2', 'remote', { leg_status_timeline: 'CANCELED' });
    expect(container.textContent).toBe('');
  });
});
