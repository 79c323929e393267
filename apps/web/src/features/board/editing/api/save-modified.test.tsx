import type { Leg } from '@board/domain';
import { testLeg } from '@board/domain/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../../lib/test-utils.tsx';
import { boardKeys } from '../../api/board-keys.ts';
import { useSaveModified } from './save-modified.ts';

function clientWith(shown: Leg) {
  const client = new QueryClient();
  client.setQueryData(boardKeys.list('CUZ', shown.datop_local, 'departures', ''), {
    data: { legs: [shown] },
  });
  client.setQueryData(boardKeys.legHistory(shown._id), []);
  client.setQueryData(boardKeys.legHistory('another-leg'), []);
  client.setQueryData(boardKeys.dispatchers('CUZ'), []);
  return client;
}

describe('useSaveModified', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the saved leg in the kept lists and reads the board and its history again', async () => {
    const shown = testLeg({ version: 3 });
    const saved = testLeg({ version: 4, pea_tape: 'T1' });
    const send = stubServer({ 'v1/leg/modified': { status: 200, body: { data: { leg: saved } } } });
    const client = clientWith(shown);
    const { result } = renderHook(() => useSaveModified(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });

    const answered = await result.current.mutateAsync({ _id: shown._id, version: 3 });

    expect(answered.version).toBe(4);
    expect(JSON.parse(String(send.mock.calls[0]?.[1]?.body))).toEqual({
      _id: shown._id,
      version: 3,
    });
    const list = boardKeys.list('CUZ', shown.datop_local, 'departures', '');
    expect(client.getQueryData<{ data: { legs: Leg[] } }>(list)?.data.legs[0]).toMatchObject({
      version: 4,
      pea_tape: 'T1',
    });
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalidated(list)).toBe(true);
    expect(invalidated(boardKeys.legHistory(shown._id))).toBe(true);
    expect(invalidated(boardKeys.legHistory('another-leg'))).toBe(false);
    expect(invalidated(boardKeys.dispatchers('CUZ'))).toBe(false);
  });
});
