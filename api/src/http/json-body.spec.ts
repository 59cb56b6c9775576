import { isAcceptedBody } from './json-body';

describe('isAcceptedBody', () => {
  it.each([
    [{ contentType: 'application/json', contentLength: '20' }],
    [{ contentType: 'application/json; charset=utf-8', contentLength: '20' }],
    [{ contentType: 'Application/JSON', transferEncoding: 'chunked' }],
    // The existing front end's DELETE: JSON headers and no body.
    [{ contentType: 'application/json', contentLength: '0' }],
    [{ contentType: 'application/json' }],
    // A logout or a DELETE from a client that sends no type and no body.
    [{}],
    [{ contentLength: '0' }],
  ])('accepts %j', (headers) => {
    expect(isAcceptedBody(headers)).toBe(true);
  });

  it.each([
    // What a form or a no-cors fetch can send, with or without a body.
    [{ contentType: 'application/x-www-form-urlencoded', contentLength: '10' }],
    [{ contentType: 'application/x-www-form-urlencoded', contentLength: '0' }],
    [{ contentType: 'multipart/form-data; boundary=x', contentLength: '10' }],
    [{ contentType: 'text/plain;charset=UTF-8', contentLength: '10' }],
    [{ contentType: 'application/jsonx', contentLength: '10' }],
    // A body without a type.
    [{ contentLength: '10' }],
    [{ transferEncoding: 'chunked' }],
  ])('refuses %j', (headers) => {
    expect(isAcceptedBody(headers)).toBe(false);
  });
});
