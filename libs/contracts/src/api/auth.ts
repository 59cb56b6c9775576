import { loginResponseSchema, meResponseSchema, type LoginRequest } from '../schemas/auth';
import { successMessageSchema } from '../schemas/common';
import { apiRequest } from './http';

export function login(body: LoginRequest) {
  return apiRequest('/auth/login', { method: 'POST', body, schema: loginResponseSchema });
}

export function getMe(signal?: AbortSignal) {
  return apiRequest('/auth/me', { schema: meResponseSchema, signal });
}

export function logout() {
  return apiRequest('/auth/logout', { method: 'POST', body: {}, schema: successMessageSchema });
}
