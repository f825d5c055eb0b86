import {
  BOOK_COST,
  ERR,
  MSG,
  RESET_MAIL,
  type LoginBody,
  type RegisterBody,
  validateLogin,
  validateNewPassword,
  validatePasswordChange,
  validateResetEmail,
  validateRegistration,
} from '@storycat/contract';
import type { Config } from '../config.ts';
import type { SessionRepository } from '../db/repositories/session.repository.ts';
import type { UserRepository } from '../db/repositories/user.repository.ts';
import type { Database } from '../db/kysely.ts';
import { AppError } from '../lib/app-error.ts';
import { hashPassword, randomToken, sha256, verifyPassword } from '../lib/crypto.ts';
import { taggedCache } from '../lib/tagged-cache.ts';
import type { Mailer } from '../mail/mailer.ts';
import { LIMITS, type RateLimitService } from './rate-limit.service.ts';
import type { PointService } from './point.service.ts';
import type { SafetyGuard } from './safety.service.ts';

/** A trial account starts with the points for one book (cause key 'trial:<userId>'). */
export const TRIAL_GRANT = BOOK_COST;

export interface AuthUser {
  id: string;
  sessionId: string;
  username: string;
  acc_type: 'personal' | 'school';
  role: string;
  is_trial: boolean;
}

const RESET_MINUTES = 60;
/**
 * Live sessions are remembered so the auth hook does not query the database on every request: until the
 * session or its user changes — revoked, password changed, role or trial changed, deleted, by any process: the
 * triggers announce it (db/change-feed.ts) — or it expires, and at most this long. While the change feed is not
 * live nothing is remembered (docs/decisions/0004-session-cache.md, 0005-answer-cache.md).
 */
export const SESSION_CACHE_MS = 10 * 60_000;
// A fixed hash to verify against when the user does not exist, so timing does not reveal usernames.
const DUMMY_HASH = hashPassword('not-a-real-password');

interface Deps {
  db: Database;
  config: Config;
  users: UserRepository;
  sessions: SessionRepository;
  limits: RateLimitService;
  mailer: Mailer;
  points: PointService;
  log: { info(o: object, m: string): void };
  safety: SafetyGuard;
}

export function authService({ db, config, users, sessions, limits, mailer, points, log, safety }: Deps) {
  const live = taggedCache<{ user: AuthUser; expires: number }>({ ttlMs: SESSION_CACHE_MS, max: 10_000 });
  const forgetUser = (userId: string) => live.invalidate([`user:${userId}`]);

  async function issueToken(userId: string) {
    const token = randomToken();
    const expiresAt = new Date(Date.now() + config.SESSION_DAYS * 86_400_000);
    await sessions.insertSession({ userId, tokenHash: sha256(token), expiresAt });
    return token;
  }

  return {
    async register(input: RegisterBody & { ip: string }) {
      const problem = validateRegistration(input);
      if (problem) throw AppError.invalid(problem);
      await limits.consume(LIMITS.registerIp, input.ip);
      await safety.guard(null, { 'register.name': input.name });
      const passwordHash = await hashPassword(input.password);
      // The account and its trial points are created together or not at all.
      return db.transaction().execute(async (trx) => {
        const user = await users.insertUser(
          {
            username: input.username.trim(),
            password_hash: passwordHash,
            name: input.name.trim(),
            email: input.email.trim(),
            acc_type: input.acc_type,
            is_trial: input.trial === true,
          },
          trx,
        );
        if (!user) throw AppError.conflict(MSG.usernameTaken);
        if (!user.is_trial) return user;
        const grant = await points.credit(
          { userId: user.id, amount: TRIAL_GRANT, causeKey: `trial:${user.id}`, reason: 'trial' },
          trx,
        );
        return { ...user, point: grant.balance };
      });
    },

    async login(input: LoginBody & { ip: string }) {
      const problem = validateLogin(input);
      if (problem) throw AppError.invalid(problem);
      // Unknown usernames are counted like known ones, so the limit does not tell which accounts exist.
      await limits.beforePasswordCheck(input.username, input.ip);
      const user = await users.findUserByUsername(input.username);
      const ok = await verifyPassword(input.password, user?.password_hash ?? (await DUMMY_HASH));
      if (!user || !ok) {
        await limits.passwordFailed(input.username, input.ip);
        throw AppError.unauthorized(MSG.wrongCredentials);
      }
      await limits.passwordAccepted(input.username, input.ip);
      if (user.acc_type !== input.acc_type) throw AppError.invalid(MSG.wrongAccountType);
      return {
        token: await issueToken(user.id),
        acc_type: user.acc_type,
        is_trial: user.is_trial,
        username: user.username,
        role: user.role,
      };
    },

    /** The user behind a bearer token, or undefined. */
    async authenticate(token: string): Promise<AuthUser | undefined> {
      if (!token || token.length > 200) return undefined;
      const hash = sha256(token);
      const load = async () => {
        const s = await sessions.findLiveSession(hash);
        if (!s) return undefined;
        const user: AuthUser = {
          id: s.id,
          sessionId: s.session_id,
          username: s.username,
          acc_type: s.acc_type,
          role: s.role,
          is_trial: s.is_trial,
        };
        return { user, expires: new Date(s.expires_at).getTime() };
      };
      // the user id is only known after the lookup: the tag is read from the loaded value
      let session = await live.get(hash, (v) => [`user:${v.user.id}`], load);
      if (session && session.expires <= Date.now()) {
        live.drop(hash);
        session = await load();
      }
      return session?.user;
    },

    /** Forgets this process's remembered sessions of a user (after revoking or changing them elsewhere). */
    forgetUser,
    /** the change feed is listening (sessions may be remembered) or not */
    setLive: (isLive: boolean) => live.setLive(isLive),

    async logout(user: AuthUser) {
      await sessions.revokeSession(user.sessionId);
      forgetUser(user.id);
    },

    /**
     * Sends a single-use, expiring link. Unknown e-mails get the same answer as known ones, so the form
     * cannot be used to find out who has an account. School accounts are told to ask their teacher.
     */
    async requestPasswordReset(input: { email: string; ip: string }) {
      const problem = validateResetEmail(input.email);
      if (problem) throw AppError.invalid(problem);
      const email = input.email.trim();
      await limits.consume(LIMITS.resetIp, input.ip);
      await limits.consume(LIMITS.resetEmail, email);
      const found = await users.listUsersByEmail(email);
      const personal = found.filter((u) => u.acc_type === 'personal');
      if (personal.length === 0 && found.length > 0) throw new AppError(ERR.forbidden, MSG.resetSchoolAccount);
      for (const user of personal) {
        const token = randomToken();
        await sessions.replacePasswordReset({
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
        });
        const link = `${config.publicUrl}/resetpw?token=${encodeURIComponent(token)}`;
        await mailer.send({
          userId: user.id,
          to: user.email,
          subject: RESET_MAIL.subject,
          text: RESET_MAIL.text({ name: user.name, minutes: RESET_MINUTES, username: user.username, link }),
        });
        log.info({ to: 'outbox', via: mailer.describe }, 'password reset mail sent');
      }
    },

    async confirmPasswordReset(input: { token: string; password: string }) {
      const problem = validateNewPassword(input.password);
      if (problem) throw AppError.invalid(problem);
      const hash = await hashPassword(input.password);
      const userId = await db.transaction().execute(async (trx) => {
        const id = await sessions.consumePasswordReset(sha256(input.token), trx);
        if (!id) throw AppError.invalid(MSG.resetLinkInvalid);
        await users.updateUser(id, { password_hash: hash }, trx);
        await sessions.deletePasswordResets(id, trx);
        await sessions.revokeOtherSessions(id, null, trx);
        return id;
      });
      forgetUser(userId);
    },

    /** Shares the login's limits: a session on a shared tablet is no way around the password-guessing limit. */
    async changePassword(user: AuthUser, input: { password_old: string; password_new: string; ip: string }) {
      const problem = validatePasswordChange(input);
      if (problem) throw AppError.invalid(problem);
      const row = await users.findUserById(user.id);
      if (!row) throw new AppError(ERR.noUser, MSG.sessionExpired);
      await limits.beforePasswordCheck(row.username, input.ip);
      if (!(await verifyPassword(input.password_old, row.password_hash))) {
        await limits.passwordFailed(row.username, input.ip);
        throw AppError.invalid(MSG.oldPasswordWrong);
      }
      await limits.passwordAccepted(row.username, input.ip);
      const hash = await hashPassword(input.password_new);
      await db.transaction().execute(async (trx) => {
        await users.updateUser(user.id, { password_hash: hash }, trx);
        await sessions.revokeOtherSessions(user.id, user.sessionId, trx);
      });
      forgetUser(user.id);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
