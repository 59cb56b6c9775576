import { configureApi } from '@camping/contracts/api/http';
import { checkApiContract } from '@camping/dev-database/api-contract';
import { API_CALLS } from './api-calls';

it('the real API answers every call of mf-reports as its schemas expect', async () => {
  expect(await checkApiContract('mf-reports', API_CALLS, (baseUrl) => configureApi({ baseUrl }))).toEqual([]);
}, 60_000);
