import * as z from 'zod';
import { isValidEmail } from '@/lib/validation/email';
import { dataEnvelope } from './envelope';

/**
 * §5 email pattern: a local part free of angle brackets, parentheses, brackets, backslash,
 * commas, semicolons, colons, whitespace, at sign and quotes, with no dots at its ends (or a
 * quoted string); then @; then a bracketed IPv4 address or dot-separated domain labels ending in
 * an alphabetic top-level domain of at least 2 letters. The pattern itself is lib/validation/email.ts.
 */
export const emailSchema = z
  .string()
  .trim()
  .max(254, 'The email address is too long.')
  .refine(isValidEmail, 'Please enter a valid email address.');

/** 3–20 letters, digits, underscores or hyphens; unique regardless of case. */
export const screenNameSchema = z
  .string()
  .trim()
  .regex(/^[\p{L}\p{N}_-]{3,20}$/u, 'The screen name needs 3 to 20 letters, digits, _ or -.');

/** At least 8 characters; the upper bound keeps argon2id's input sane. */
export const passwordSchema = z
  .string()
  .min(8, 'The password needs at least 8 characters.')
  .max(128, 'The password may have at most 128 characters.');

// POST /rest/v1/account/pay/signup
export const signUpInputSchema = z.object({
  email: emailSchema,
  screenName: screenNameSchema,
  password: passwordSchema,
  termsAccepted: z.literal(true, 'The terms must be accepted.'),
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

// POST /rest/v1/account/pay/login – no pattern check: a bad address is just a failed login.
export const logInInputSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your email address.').max(254),
  password: z.string().min(1, 'Please enter your password.').max(128),
});
export type LogInInput = z.infer<typeof logInInputSchema>;

// POST /rest/v1/account/pay/pwdlost
export const pwdLostInputSchema = z.object({ email: emailSchema });

// POST /rest/v1/account/pay/pwdreset – §2 query parameters u (guest id) and key
export const pwdResetInputSchema = z.object({
  u: z.coerce.number().int().positive().max(2_147_483_647),
  key: z.string().min(16).max(128),
  password: passwordSchema,
});
export type PwdResetInput = z.infer<typeof pwdResetInputSchema>;

/** What the pay pages answer after login or sign-up: a one-time token the app exchanges. */
export const transferResponseSchema = dataEnvelope(
  z.object({
    flow: z.enum(['login', 'signup']),
    transferToken: z.string(),
    /** Seconds the token stays valid (one use). */
    expiresInSeconds: z.number().int().positive(),
  }),
);
export type TransferResponse = z.infer<typeof transferResponseSchema>;

/** §3 success result of the overlay, carrying the transfer token (`tt`). */
export const loginResultSchema = z.object({
  transferToken: z.string().min(16).max(200),
  flow: z.string().max(40).optional(),
  redirectTo: z.string().max(2048).optional(),
  hostId: z.union([z.string().max(100), z.number()]).optional(),
  uhash: z.string().max(200).optional(),
  userFromSignup: z.boolean().optional(),
  userFromLogin: z.boolean().optional(),
});

// POST /rest/v1/account/login-success – §7 {result, targetUrl}; response data.url
export const loginSuccessInputSchema = z.object({
  result: loginResultSchema,
  targetUrl: z.string().max(2048).optional(),
});
export type LoginSuccessInput = z.infer<typeof loginSuccessInputSchema>;

export const loginSuccessResponseSchema = dataEnvelope(
  z.object({
    /** Where to go next: the target when it is a path on this origin, else '/'. */
    url: z.string(),
    guestId: z.number().int(),
    screenName: z.string(),
    /** §7 access_token for REST, GraphQL and the WebSocket. */
    accessToken: z.string(),
    /** Epoch seconds. */
    accessTokenExpiresAt: z.number().int(),
  }),
);
export type LoginSuccessResponse = z.infer<typeof loginSuccessResponseSchema>;

// POST /rest/v1/account/token – a fresh access token from the session cookie
export const accessTokenResponseSchema = dataEnvelope(
  z.object({ guestId: z.number().int(), screenName: z.string(), accessToken: z.string(), accessTokenExpiresAt: z.number().int() }),
);
export type AccessTokenResponse = z.infer<typeof accessTokenResponseSchema>;

/** pwdlost (same answer whether the account exists), pwdreset and logout. */
export const okResponseSchema = z.object({ success: z.literal(true) });

// GET /rest/v1/account/pay/me – the settings view's account facts
export const accountMeResponseSchema = dataEnvelope(
  z.object({
    guestId: z.number().int(),
    email: z.string(),
    screenName: z.string(),
    avsStatus: z.enum(['pending', 'rejected', 'accepted', 'unknown']),
  }),
);

// POST /rest/v1/account/pay/password – the settings flow's password change
export const changePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password.').max(128),
  newPassword: passwordSchema,
});
