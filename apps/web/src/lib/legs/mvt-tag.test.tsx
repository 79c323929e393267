import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MvtTag } from './mvt-tag.tsx';

describe('the MVT tag of a delay entry', () => {
  it('marks an entry that came from a movement message', () => {
    render(<MvtTag entry={{ source: 'MVT' }} />);
    const tag = screen.getByTitle('Registrado desde un mensaje MVT');
    expect(tag.textContent).toBe('MVT');
  });

  it('leaves alone what the station recorded, and rows without an entry', () => {
    const { container } = render(
      <>
        <MvtTag entry={{}} />
        <MvtTag entry={null} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });
});
