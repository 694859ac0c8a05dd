import { z } from 'zod';
import {
  activeSessionsResponseSchema,
  changePasswordRequestSchema,
  endedSessionsResponseSchema,
  handoffPreviewRequestSchema,
  handoffPreviewSchema,
  handoffRequestSchema,
  handoffTokenResponseSchema,
  languageUpdateSchema,
  loginRequestSchema,
  passwordResetAcceptedSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileSchema,
  profileUpdateSchema,
  registrationRequestSchema,
  roleUpdateSchema,
  sessionIdParamsSchema,
  sessionResponseSchema,
  sessionReturnPreviewRequestSchema,
  sessionReturnRequestSchema,
  sessionStateResponseSchema,
  userIdParamsSchema,
  userInfoSchema,
} from '../../accounts.ts';
import { errorBodySchema } from '../../errors.ts';
import type { EndpointDeclarations } from '../declaration.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
/** The answers of the endpoints that take a one-time token from a link. */
const linkErrors = { ...errors, 409: errorBodySchema, 429: errorBodySchema };
const tags = ['accounts'];

/** Signing up, in and out, and the one-time links. */
export const authEndpoints = {
  register: {
    access: 'public',
    summary: 'Creates a player account and signs it in (session cookies)',
    tags,
    body: registrationRequestSchema,
    response: { 201: sessionResponseSchema, ...errors, 409: errorBodySchema, 429: errorBodySchema },
  },
  login: {
    access: 'public',
    summary: 'Signs in with e-mail and password; a new session token every time',
    tags,
    body: loginRequestSchema,
    response: { 200: sessionResponseSchema, ...errors, 429: errorBodySchema },
  },
  logout: {
    access: 'signed-in',
    summary: 'Ends the server session and clears its cookies',
    tags,
    response: { 204: z.null() },
  },
  getSession: {
    access: 'public',
    summary: 'Who is signed in: the user full info, or null for a guest',
    tags,
    response: { 200: sessionStateResponseSchema },
  },
  requestPasswordReset: {
    access: 'public',
    summary:
      'Mails a reset link (valid 30 minutes, single use); the same answer in the same time for any address',
    tags,
    body: passwordResetRequestSchema,
    response: { 202: passwordResetAcceptedSchema, ...errors },
  },
  confirmPasswordReset: {
    access: 'public',
    summary: 'Sets a new password with a reset token and ends every session of the account',
    tags,
    body: passwordResetConfirmSchema,
    response: { 204: z.null(), ...errors },
  },
  createHandoffToken: {
    access: 'signed-in',
    summary: 'A one-time token (5 minutes) for the `account` URL parameter',
    tags,
    response: { 200: handoffTokenResponseSchema, ...errors },
  },
  previewHandoff: {
    access: 'public',
    summary: 'Which account an `account` hand-off token opens (e-mail masked), without using the token',
    tags,
    body: handoffPreviewRequestSchema,
    response: { 200: handoffPreviewSchema, ...linkErrors },
  },
  redeemHandoff: {
    access: 'public',
    summary:
      'Exchanges an `account` hand-off token for a new session (another account’s only with `confirm`)',
    tags,
    body: handoffRequestSchema,
    response: { 200: sessionResponseSchema, ...linkErrors },
  },
  previewSessionReturn: {
    access: 'public',
    summary: 'Which account a session-return token opens (e-mail masked), without using the token',
    tags,
    body: sessionReturnPreviewRequestSchema,
    response: { 200: handoffPreviewSchema, ...linkErrors },
  },
  redeemSessionReturn: {
    access: 'public',
    summary: 'Restores a session from the `reauth/{session}` link (another account’s only with `confirm`)',
    tags,
    body: sessionReturnRequestSchema,
    response: { 200: sessionResponseSchema, ...linkErrors },
  },
} satisfies EndpointDeclarations;

/** The signed-in account's own data. */
export const meEndpoints = {
  getMe: {
    access: 'signed-in',
    summary: 'The user full info',
    tags,
    response: { 200: userInfoSchema, ...errors },
  },
  getProfile: {
    access: 'signed-in',
    summary: 'The profile fields of §3',
    tags,
    response: { 200: profileSchema, ...errors },
  },
  updateProfile: {
    access: 'signed-in',
    summary: 'Saves the profile fields',
    tags,
    body: profileUpdateSchema,
    response: { 200: profileSchema, ...errors },
  },
  updateLanguage: {
    access: 'signed-in',
    summary: "Saves the signed-in player's language",
    tags,
    body: languageUpdateSchema,
    response: { 204: z.null(), ...errors },
  },
  changePassword: {
    access: 'signed-in',
    summary: 'Changes the password; this session continues with a new token, the others stay',
    tags,
    body: changePasswordRequestSchema,
    response: { 204: z.null(), ...errors, 429: errorBodySchema },
  },
  getSessions: {
    access: 'signed-in',
    summary: "The signed-in player's active sessions",
    tags,
    response: { 200: activeSessionsResponseSchema, ...errors },
  },
  endOtherSessions: {
    access: 'signed-in',
    summary: 'Ends every session of the player except this one',
    tags,
    response: { 200: endedSessionsResponseSchema, ...errors },
  },
  endSession: {
    access: 'signed-in',
    summary: "Ends one of the player's sessions",
    tags,
    params: sessionIdParamsSchema,
    response: { 204: z.null(), ...errors, 404: errorBodySchema },
  },
} satisfies EndpointDeclarations;

const staffErrors = { ...errors, 404: errorBodySchema };

/** Staff reading and changing accounts. */
export const staffAccountEndpoints = {
  getStaffUser: {
    access: { roles: ['support', 'finance', 'admin'] },
    summary: "An account's user full info",
    tags: ['staff'],
    params: userIdParamsSchema,
    response: { 200: userInfoSchema, ...staffErrors },
  },
  setStaffUserRole: {
    access: { roles: ['admin'] },
    summary: "Sets an account's role",
    tags: ['staff'],
    params: userIdParamsSchema,
    body: roleUpdateSchema,
    response: { 200: userInfoSchema, ...staffErrors },
  },
} satisfies EndpointDeclarations;

export const accountEndpoints = { ...authEndpoints, ...meEndpoints, ...staffAccountEndpoints };
