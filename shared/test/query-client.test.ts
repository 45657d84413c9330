import { authStore } from '../src';
import { queryClient } from '../src/query';

describe('queryClient', () => {
  it('forgets every cached query when the user signs out', () => {
    authStore.setTokens({ access_token: 'a.eyJzdWIiOiIxIn0.s', refresh_token: 'r' }, false);
    queryClient.setQueryData(['users', 'current'], { id: '1' });
    expect(queryClient.getQueryData(['users', 'current'])).toEqual({ id: '1' });
    authStore.logout();
    expect(queryClient.getQueryData(['users', 'current'])).toBeUndefined();
  });
});
