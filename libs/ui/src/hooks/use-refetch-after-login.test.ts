import { renderHook } from '@testing-library/react';
import { ApiError, notifySessionRenewed } from '@camping/contracts/api/http';
import { useRefetchAfterLogin } from './use-refetch-after-login';

describe('useRefetchAfterLogin', () => {
  it('asks again, after a login over an expired session, only what failed with 401; nothing once unmounted', () => {
    const client = { refetchQueries: jest.fn().mockResolvedValue(undefined) };
    const { unmount } = renderHook(() => useRefetchAfterLogin(client));
    notifySessionRenewed();
    expect(client.refetchQueries).toHaveBeenCalledTimes(1);
    const { predicate } = client.refetchQueries.mock.calls[0][0];
    expect(predicate({ state: { error: new ApiError('No autorizado', 401) } })).toBe(true);
    expect(predicate({ state: { error: new ApiError('Conflicto', 409) } })).toBe(false);
    expect(predicate({ state: { error: null } })).toBe(false);
    unmount();
    notifySessionRenewed();
    expect(client.refetchQueries).toHaveBeenCalledTimes(1);
  });
});
