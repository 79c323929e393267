import type { Leg } from '@board/domain';
import { testLeg } from '@board/domain/testing';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sideState, useLegSelection } from './use-leg-selection.ts';

const leg = (id: string, overrides: Partial<Leg> = {}) =>
  testLeg({
    _id: id,
    flight_number: `LA${id}`,
    registration: 'AZC',
    leg_status_timeline: null,
    ...overrides,
  });

const open = leg('1');
const other = leg('2');
const cancelled = leg('3', { leg_status_timeline: 'CANCELED' });
const unregistered = leg('4', { registration: null });
const unnumbered = leg('5', { flight_number: '' });

describe('selection of board sides', () => {
  it('refuses sides without registration or flight number, and cancelled ones', () => {
    const { result } = renderHook(() => useLegSelection(0));
    for (const refused of [cancelled, unregistered, unnumbered, null]) {
      act(() => result.current.toggle(refused, true));
    }
    expect(result.current.selected.size).toBe(0);
    act(() => result.current.toggle(open, true));
    expect([...result.current.selected]).toEqual(['1']);
  });

  it('selects a whole side, skipping what cannot be selected', () => {
    const { result } = renderHook(() => useLegSelection(0));
    act(() => result.current.setMany([open, cancelled, null, other], true));
    expect([...result.current.selected].sort()).toEqual(['1', '2']);
    act(() => result.current.setMany([open, other], false));
    expect(result.current.selected.size).toBe(0);
  });

  it('starts over on a new load, and not on a re-render with fresh rows', () => {
    const hook = renderHook(({ generation }) => useLegSelection(generation), {
      initialProps: { generation: 0 },
    });
    act(() => hook.result.current.toggle(open, true));
    hook.rerender({ generation: 0 });
    expect(hook.result.current.selected.has('1')).toBe(true);
    hook.rerender({ generation: 1 });
    expect(hook.result.current.selected.size).toBe(0);
  });

  it.each([
    ['none checked', [], { checked: false, indeterminate: false, disabled: false }],
    ['some checked', ['1'], { checked: false, indeterminate: true, disabled: false }],
    [
      'all selectable checked',
      ['1', '2'],
      { checked: true, indeterminate: false, disabled: false },
    ],
  ])('the select-all box with %s', (_, ids, expected) => {
    expect(sideState([open, other, cancelled, null], new Set(ids))).toEqual(expected);
  });

  it('disables the select-all box of a side with nothing selectable', () => {
    expect(sideState([cancelled, unregistered, null], new Set())).toEqual({
      checked: false,
      indeterminate: false,
      disabled: true,
    });
  });
});
