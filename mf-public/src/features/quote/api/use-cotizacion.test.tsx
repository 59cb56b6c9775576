import { renderHook } from '@testing-library/react';
import { defaultRequest } from '../quote-request';
import { useCotizacion } from './use-cotizacion';

describe('useCotizacion', () => {
  it("checks the form with the form's day while far from the screen: no Intl at the page's load", () => {
    // The complex's date needs Intl with a time zone: the first Intl call of a page, ~40 ms on a throttled phone.
    const intl = jest.spyOn(Intl, 'DateTimeFormat');
    const today = '2026-11-26';
    const { result } = renderHook(() => useCotizacion(defaultRequest(3, today), false, today));
    expect(intl).not.toHaveBeenCalled();
    expect(result.current.pending).toBe(true);
    intl.mockRestore();
  });
});
