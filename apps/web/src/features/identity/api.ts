import {
  invitationInfoSchema,
  type MessageResponse,
  messageResponseSchema,
  resetTokenInfoSchema,
  type SessionResponse,
  type SignUpBody,
  ssoStartResponseSchema,
} from '@fin-atlas/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ANSWERS_SHOWN_BY_SCREEN } from '../../core/api/global-errors';
import { http } from '../../core/api/http';
import { SESSION_CONTRACT } from '../../core/session/session-query';

// Public identity calls (spec section 4). Sign-in and sign-out live with the session in core/session.

export function useSignUp() {
  return useMutation({
    mutationFn: (body: SignUpBody) =>
      http.post<MessageResponse>('/api/sign_up', body, { schema: messageResponseSchema }),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (body: { email: string; code: string }) =>
      http.post<MessageResponse>('/api/verify_email', body, { schema: messageResponseSchema }),
    // A wrong code (422 without field details) reads "Invalid token. please retry." next to the field.
    meta: ANSWERS_SHOWN_BY_SCREEN,
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (body: { email: string }) =>
      http.post<MessageResponse>('/api/verify_email/resend', body, { schema: messageResponseSchema }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: { email: string }) =>
      http.post<MessageResponse>('/api/password/forgot', body, { schema: messageResponseSchema }),
  });
}

export function useResetTokenInfo(token: string) {
  return useQuery({
    queryKey: ['password-reset', token],
    queryFn: ({ signal }) =>
      http.get(`/api/password/reset/${encodeURIComponent(token)}`, { schema: resetTokenInfoSchema, signal }),
    enabled: token !== '',
    // An unknown or used link (404) is the page's own "invalid link" message.
    meta: ANSWERS_SHOWN_BY_SCREEN,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: (body: { password: string; password_confirmation: string }) =>
      http.put<MessageResponse>(`/api/password/reset/${encodeURIComponent(token)}`, body, {
        schema: messageResponseSchema,
      }),
  });
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) =>
      http.get(`/api/invitations/${encodeURIComponent(token)}`, { schema: invitationInfoSchema, signal }),
    enabled: token !== '',
    meta: ANSWERS_SHOWN_BY_SCREEN,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (body: { user_name: string; password: string; accept_terms: true }) =>
      http.post<SessionResponse>(`/api/invitations/${encodeURIComponent(token)}`, body, {
        ...SESSION_CONTRACT,
      }),
  });
}

export function useSsoStart() {
  return useMutation({
    mutationFn: (body: { email: string; return_to?: string }) =>
      http.post('/api/sso/start', body, { schema: ssoStartResponseSchema }),
  });
}
