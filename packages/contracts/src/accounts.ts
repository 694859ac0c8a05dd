import { z } from 'zod';
import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  FREE_TEXT_PATTERN,
  GENDERS,
  LANGUAGES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PLAYER_CURRENCIES,
  POSTCODE_MAX_LENGTH,
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_PATTERN,
  ROLES,
  VERIFICATION_STATUSES,
  birthdayProblem,
  isValidEmail,
  passwordProblems,
  phoneProblem,
  REFERRAL_CODE_PATTERN,
} from '@casino/rules';

/**
 * Account shapes of the HTTP API. Every message is a translation key under `validation.` (the web app shows
 * `t(message)`), so the browser and the server apply the same §5 rules with the same words.
 */

const required = 'validation.required';
const tooLong = 'validation.tooLong';

export const emailSchema = z
  .string({ error: required })
  .trim()
  .superRefine((email, context) => {
    if (email === '') context.addIssue({ code: 'custom', message: required });
    else if (!isValidEmail(email)) context.addIssue({ code: 'custom', message: 'validation.invalidEmail' });
  });

/** A new password: §5 composition rules, one message per broken rule. */
export const newPasswordSchema = z.string({ error: required }).superRefine((password, context) => {
  if (password === '') {
    context.addIssue({ code: 'custom', message: required });
    return;
  }
  for (const problem of passwordProblems(password))
    context.addIssue({ code: 'custom', message: `validation.${problem}` });
});

/** A password being checked (login, old password): only bounded, never judged, so old passwords still work. */
const currentPasswordSchema = z
  .string({ error: required })
  .min(1, required)
  .max(PASSWORD_MAX_LENGTH * 4);

const freeText = (max: number) =>
  z.string().trim().max(max, tooLong).regex(FREE_TEXT_PATTERN, 'validation.invalidCharacters');

export const countryCodeSchema = z
  .string({ error: 'validation.countryRequired' })
  .regex(/^[A-Z]{2}$/, 'validation.countryRequired');

export const registrationRequestSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    currency: z.enum(PLAYER_CURRENCIES, { error: required }),
    country: countryCodeSchema,
    /** Over 18, terms and privacy policy, one checkbox (§5). */
    acceptTerms: z.literal(true, { error: 'validation.termsRequired' }),
    promoCode: z
      .string()
      .trim()
      .max(PROMO_CODE_MAX_LENGTH, tooLong)
      .regex(PROMO_CODE_PATTERN, 'validation.invalidCharacters')
      .optional(),
    language: z.enum(LANGUAGES),
    /** The code of the referral link the visitor came through (`?ref=CODE`, §3); absent without one. */
    referralCode: z.string().regex(REFERRAL_CODE_PATTERN, 'validation.invalidCharacters').optional(),
  })
  .meta({ id: 'RegistrationRequest' });
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export const loginRequestSchema = z
  .object({ email: emailSchema, password: currentPasswordSchema })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The user full info of §3 (id, email, language, birthday, level, points) and what the app needs with it. */
export const userInfoSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    language: z.enum(LANGUAGES),
    /** YYYY-MM-DD or null when the player has not given it. */
    birthday: z.string().nullable(),
    level: z.number().int(),
    points: z.number().int(),
    currency: z.enum(PLAYER_CURRENCIES),
    country: z.string(),
    role: z.enum(ROLES),
    verificationStatus: z.enum(VERIFICATION_STATUSES),
  })
  .meta({ id: 'UserInfo' });
export type UserInfo = z.infer<typeof userInfoSchema>;

/** The answer of login, registration and the hand-offs: who is signed in now. */
export const sessionResponseSchema = z.object({ user: userInfoSchema }).meta({ id: 'SessionResponse' });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const passwordResetRequestSchema = z
  .object({ email: emailSchema })
  .meta({ id: 'PasswordResetRequest' });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: newPasswordSchema,
    passwordConfirmation: z.string({ error: required }).min(1, required),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    message: 'validation.passwordsMismatch',
    path: ['passwordConfirmation'],
  })
  .meta({ id: 'PasswordResetConfirm' });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const changePasswordRequestSchema = z
  .object({
    oldPassword: currentPasswordSchema,
    password: newPasswordSchema,
    passwordConfirmation: z.string({ error: required }).min(1, required),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    message: 'validation.passwordsMismatch',
    path: ['passwordConfirmation'],
  })
  .refine((value) => value.password !== value.oldPassword, {
    message: 'validation.passwordSameAsOld',
    path: ['password'],
  })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** An active session of the signed-in player, for the 'end the other sessions' list. */
export const activeSessionSchema = z
  .object({
    id: z.string(),
    current: z.boolean(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    /** A short description of the browser and system, from the User-Agent header. */
    device: z.string(),
    /** The address with its last part hidden, e.g. 203.0.113.x. */
    ipAddress: z.string(),
  })
  .meta({ id: 'ActiveSession' });
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const activeSessionsResponseSchema = z.object({ items: z.array(activeSessionSchema) });
export type ActiveSessionsResponse = z.infer<typeof activeSessionsResponseSchema>;
export const endedSessionsResponseSchema = z.object({ ended: z.number().int() });

/** The §3 profile fields. Empty strings mean "not given". */
export const profileSchema = z
  .object({
    email: z.string(),
    firstName: z.string(),
    surename: z.string(),
    postCode: z.string(),
    city: z.string(),
    address: z.string(),
    /** Calling code digits without the plus, e.g. '44'; empty when no phone is given. */
    phonePrefix: z.string(),
    phone: z.string(),
    country: z.string(),
    gender: z.enum(GENDERS).nullable(),
    birthday: z.string().nullable(),
    language: z.enum(LANGUAGES),
    referralLink: z.string(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

const phoneSchema = z
  .string()
  .trim()
  .superRefine((phone, context) => {
    if (phone === '') return;
    const problem = phoneProblem(phone);
    if (problem) context.addIssue({ code: 'custom', message: `validation.${problem}` });
  });

export const profileUpdateSchema = z
  .object({
    firstName: freeText(NAME_MAX_LENGTH),
    surename: freeText(NAME_MAX_LENGTH),
    postCode: freeText(POSTCODE_MAX_LENGTH),
    city: freeText(CITY_MAX_LENGTH),
    address: freeText(ADDRESS_MAX_LENGTH),
    phonePrefix: z.string().regex(/^[0-9]{0,4}$/, 'validation.invalidPhone'),
    phone: phoneSchema,
    country: countryCodeSchema,
    gender: z.enum(GENDERS, { error: 'validation.noSuchOption' }).nullable(),
    birthday: z
      .string()
      .nullable()
      .superRefine((birthday, context) => {
        if (birthday === null) return;
        const problem = birthdayProblem(birthday);
        if (problem) context.addIssue({ code: 'custom', message: `validation.${problem}` });
      }),
  })
  .refine((value) => value.phone === '' || value.phonePrefix !== '', {
    message: 'validation.invalidPhone',
    path: ['phonePrefix'],
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const languageUpdateSchema = z.object({ language: z.enum(LANGUAGES) }).meta({ id: 'LanguageUpdate' });

/** §2.4 hand-offs: an `account` one-time token, or a session-return uuid. */
const oneTimeTokenSchema = z.string().min(16).max(200);
/**
 * Set when the player chose to continue as the link's account. Without it, a browser signed in as another
 * account is not switched (`409 confirmation_required`).
 */
const confirmedSchema = z.boolean().optional();
export const handoffRequestSchema = z
  .object({ token: oneTimeTokenSchema, confirm: confirmedSchema })
  .meta({ id: 'HandoffRequest' });
export type HandoffRequest = z.infer<typeof handoffRequestSchema>;
export const sessionReturnRequestSchema = z
  .object({ sessionUuid: oneTimeTokenSchema, confirm: confirmedSchema })
  .meta({ id: 'SessionReturnRequest' });
export type SessionReturnRequest = z.infer<typeof sessionReturnRequestSchema>;
export const handoffPreviewRequestSchema = z
  .object({ token: oneTimeTokenSchema })
  .meta({ id: 'HandoffPreviewRequest' });
export const sessionReturnPreviewRequestSchema = z
  .object({ sessionUuid: oneTimeTokenSchema })
  .meta({ id: 'SessionReturnPreviewRequest' });
/** Which account a hand-off would open, asked before it is used so that the player can decide. */
export const handoffPreviewSchema = z
  .object({
    /** The account's e-mail with most of its name hidden, e.g. j***@example.com. */
    maskedEmail: z.string(),
    /** True when the caller is already signed in as that account: nothing changes hands. */
    sameAccount: z.boolean(),
  })
  .meta({ id: 'HandoffPreview' });
export type HandoffPreview = z.infer<typeof handoffPreviewSchema>;
/** A fresh one-time hand-off token for the signed-in player (valid a few minutes, single use). */
export const handoffTokenResponseSchema = z
  .object({ token: z.string(), expiresAt: z.string() })
  .meta({ id: 'HandoffToken' });

/** The country list entry of §3. */
export const countrySchema = z
  .object({
    alpha2: z.string().length(2),
    alpha3: z.string().length(3),
    name: z.string(),
    phoneCodes: z.array(z.string()),
  })
  .meta({ id: 'Country' });
export type CountryEntry = z.infer<typeof countrySchema>;
export const countriesResponseSchema = z.object({ items: z.array(countrySchema) });
export type CountriesResponse = z.infer<typeof countriesResponseSchema>;

/** GET /auth/session: the signed-in account, or null for a guest. */
export const sessionStateResponseSchema = z
  .object({ user: userInfoSchema.nullable() })
  .meta({ id: 'SessionState' });
export type SessionStateResponse = z.infer<typeof sessionStateResponseSchema>;

/** The same answer whether or not the address belongs to an account (no enumeration). */
export const passwordResetAcceptedSchema = z
  .object({ accepted: z.literal(true) })
  .meta({ id: 'PasswordResetAccepted' });

export const userIdParamsSchema = z.object({ id: z.uuid() });
export const sessionIdParamsSchema = z.object({ id: z.uuid() });
export const roleUpdateSchema = z.object({ role: z.enum(ROLES) }).meta({ id: 'RoleUpdate' });
