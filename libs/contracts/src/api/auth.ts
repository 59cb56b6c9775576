import { loginResponseSchema, meResponseSchema, type LoginRequest } from '../schemas/auth';
import { successMessageSchema } from '../schemas/common';
// By package name, not './http': Module Federation shares modules by request, and http.ts holds the one
// ApiError class and the shell's configuration, so every remote must reach the same instance.
import { apiRequest } from '@camping/contracts/api/http';

export function login(body: LoginRequest) {
  return apiRequest('/auth/login', { method: 'POST', body, schema: loginResponseSchema });
}

export function getMe(signal?: AbortSignal) {
  return apiRequest('/auth/me', { schema: meResponseSchema, signal });
}

export function logout() {
  return apiRequest('/auth/logout', { method: 'POST', body: {}, schema: successMessageSchema });
}
