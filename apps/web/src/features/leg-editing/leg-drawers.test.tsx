import { testLeg } from '@board/domain/testing';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpenDrawer } from '../../lib/legs/drawer-request.ts';
import { LegDrawersProvider } from './leg-drawers.tsx';

const leg = testLeg({
  flight_number: 'LA2045',
  registration: 'AZC',
  depstn: 'LIM',
  arrstn: 'CUZ',
  datop_local: '2026-11-22',
  crew_type: 'A320 STD',
  crew: [{ position: 'CPT', name: 'Ana Soto', initials: 'AS', crew_number: '40211' }],
});

function CrewButton() {
  const open = useOpenDrawer();
  return (
    <button
      type="button"
      onClick={() => open({ kind: 'crew', leg, side: 'departure', readOnly: true })}
    >
      Tripulación
    </button>
  );
}

describe('the drawer host', () => {
  it('opens the drawer frame at once and fills it when the drawer has loaded', async () => {
    render(
      <LegDrawersProvider>
        <CrewButton />
      </LegDrawersProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Tripulación' }).click());
    // The drawers load on demand: their frame, with the flight, stands in until then.
    const frame = screen.getByRole('dialog', { name: 'Cargando…' });
    expect(frame.textContent).toContain('LA2045');
    expect(frame.querySelector('[aria-busy="true"]')).not.toBeNull();

    const drawer = await screen.findByRole('dialog', { name: 'Tripulación' });
    expect(drawer.textContent).toContain('Ana Soto');
    expect(screen.queryByRole('dialog', { name: 'Cargando…' })).toBeNull();
  });
});
