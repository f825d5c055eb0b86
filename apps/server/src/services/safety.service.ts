import { ERR, SAFETY_FIELD_LABEL, SAFETY_RECORD_MSG, teacherMsg, type PupilConcern } from '@storycat/contract';
import { ownedCharacterVerdict, type SafetyCategory, type SafetyVerdict } from '../ai/safety/safety.ts';
import { HURT_REPORT, reportsBeingHurt0048 } from '../ai/safety/allow-0048.ts';
import { prepare } from '../ai/safety/normalise.ts';
import { AppError } from '../lib/app-error.ts';
import type { SafetyEventRepository } from '../db/repositories/safety-event.repository.ts';
import type { SchoolRepository } from '../db/repositories/school.repository.ts';
import type { UserRepository } from '../db/repositories/user.repository.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { AccessService } from './access.service.ts';

/** Rows of the safety record are deleted after this many days by the `safety-retention` job. */
export const SAFETY_RETENTION_DAYS = 90;
const DAY_MS = 86_400_000;
/** At most one notice mail per child per hour: a child who types the same words five times is one worry. */
const NOTICE_EVERY_MS = 60 * 60_000;
/**
 * Verdicts kept per process (decision 0024, session g): a child's texts come back again and again — the same who on
 * every page, a page's text at every save, the title with every step — and a long mixed Chinese–English text costs
 * several ms. A verdict depends on the text alone (the rules are fixed for the process's life), so the last ones are
 * kept by their exact text. Texts longer than MEMO_MAX_CHARS are not kept (the memo's memory stays small).
 */
const MEMO_SIZE = 4096;
const MEMO_MAX_CHARS = 2000;

/**
 * Where a text was typed (the record's `field`): the same names the teacher console labels. A value is one text,
 * several texts, or undefined for a field the request leaves as it is.
 */
export type GuardedField = keyof typeof SAFETY_FIELD_LABEL;
export type GuardedTexts = Partial<Record<GuardedField, string | readonly string[] | undefined>>;

/**
 * Fields that name or draw a character of the book: any copyrighted character's name there gets the kind nudge to
 * invent one's own (decision 0031); in story text and the chat only a request to draw it or make it the book's
 * character does (checkText).
 */
const NAMING_FIELDS: ReadonlySet<string> = new Set<GuardedField>([
  'character.name',
  'character.features',
  'page.picture',
  'tool.prompt',
  'book.title',
]);

/** An insult aimed at someone (bullying) names or points at a person; a lone swear word does not. */
const AIMED = /[你妳您他她]|同學|老師|\b(you|u|ur|your|he|she)\b/i;
/** Swear words that carry a pronoun without pointing at anyone (他媽的, 幹你娘). */
const PRONOUN_SWEARS = /[他她你妳]媽的?|[你妳]娘|[操幹干][你妳]/g;

/**
 * A child telling that someone hit, bullied or touched her (decision 0048): allowed when it is no more than the
 * telling, refused when it names touching of the body — and either way recorded for the teacher with its words.
 */
function tellsOfHurt(text: string): boolean {
  return reportsBeingHurt0048(prepare(text).compact);
}

/** The text is kept only where an adult can help (issue M §5); everything else is recorded without it. */
export function keepsText(category: SafetyCategory | typeof HURT_REPORT, text: string): boolean {
  if (category === 'self_harm' || category === 'personal_info' || category === HURT_REPORT) return true;
  // a child's report of being hurt or touched, refused for its words (老師摸我的…): the teacher reads what she wrote
  if ((category === 'sexual' || category === 'violence') && tellsOfHurt(text)) return true;
  return category === 'profanity' && AIMED.test(text.replace(PRONOUN_SWEARS, ''));
}

interface Deps {
  events: SafetyEventRepository;
  /** the engine's check: the local classifier, plus the provider's moderation endpoint when one is configured */
  moderate(texts: string): Promise<SafetyVerdict>;
  users: Pick<UserRepository, 'findUserById'>;
  schools: Pick<SchoolRepository, 'findClassById' | 'listPupilsOfClass'>;
  access: Pick<AccessService, 'staffOf' | 'classFor'>;
  jobs: Pick<JobQueue, 'send'>;
  mailer: Mailer;
  /** where the teacher console is, named in the notice mail */
  consoleUrl: string;
  log: { info(o: object, m: string): void; error(o: object, m: string): void };
}

/**
 * The one safety guard for texts a child (or a teacher) writes: every save route and AI call passes its texts here
 * before anything is stored or sent. A refused text is recorded (except a copyrighted character's name, which is
 * an ordinary kind refusal) and answered with the category's message (422 unsafe-content); nothing else happens.
 */
export function safetyService(deps: Deps) {
  const { events } = deps;
  /** the last verdicts by exact text, least recently used first (a Map keeps insertion order) */
  const memo = new Map<string, SafetyVerdict>();
  const remember = (text: string, verdict: SafetyVerdict) => {
    if (text.length > MEMO_MAX_CHARS) return;
    memo.delete(text);
    memo.set(text, verdict);
    if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value!);
  };
  async function moderate(text: string): Promise<SafetyVerdict> {
    const kept = memo.get(text);
    if (kept) {
      remember(text, kept);
      return kept;
    }
    const verdict = await deps.moderate(text);
    remember(text, verdict);
    return verdict;
  }

  async function record(
    userId: string | null,
    field: string,
    category: SafetyCategory | typeof HURT_REPORT,
    text: string,
  ) {
    const row = await events.insertEvent({ userId, category, field, text: keepsText(category, text) ? text : null });
    if (category !== 'self_harm' || !userId) return;
    // the notice goes out through the job queue (retried with backoff), never delaying the child's answer
    const earlier = await events.countEventsOfUser(userId, category, new Date(Date.now() - NOTICE_EVERY_MS));
    if (earlier > 1) return;
    await deps.jobs
      .send('safety-notice', { eventId: Number(row.id) })
      .catch((err) => deps.log.error({ err }, 'safety notice could not be queued'));
  }

  async function recordReport(userId: string, field: string, text: string) {
    const since = new Date(Date.now() - SAFETY_RETENTION_DAYS * DAY_MS);
    const earlier = await events.listEventsOfUsers([userId], since);
    if (earlier.some((e) => e.category === HURT_REPORT && e.text === text)) return;
    await record(userId, field, HURT_REPORT, text);
  }

  return {
    /**
     * Checks every text of a request, field by field; the first unsafe one is recorded and refused with the
     * check's own answer. `userId` is null only for a registration (no account yet).
     */
    async guard(userId: string | null, fields: GuardedTexts): Promise<void> {
      for (const [field, value] of Object.entries(fields)) {
        if (value === undefined) continue;
        const texts = typeof value === 'string' ? [value] : value;
        for (const text of texts) {
          let verdict = await moderate(text);
          if (verdict.safe && NAMING_FIELDS.has(field)) verdict = ownedCharacterVerdict(text);
          if (verdict.safe) {
            // a child telling she was hit or bullied is not refused, but the teacher's 「需要關心」 gets her words
            // (decision 0048): once per text, as a page's text is saved again and again
            if (userId && tellsOfHurt(text)) await recordReport(userId, field, text);
            continue;
          }
          if (verdict.category !== 'owned_character') await record(userId, field, verdict.category, text);
          throw new AppError(ERR.unsafeContent, verdict.message, {
            data: { reason: verdict.reason, category: verdict.category },
          });
        }
      }
    },

    /**
     * A text the server itself wrote from texts that passed `guard` (the built-in picture prompt), or an AI answer
     * the engine has checked already (a remote prompt passes `moderate` inside the engine): when it comes back in a
     * later request (the picture call sends the prompt back), it is not checked a second time. Only the exact text
     * is known safe; a changed prompt is checked as any text is.
     */
    vouch(text: string): void {
      remember(text, { safe: true });
    },

    /** The teacher's 「需要關心」 of one class: pupils with refused texts in the last 90 days, most first. */
    async classConcerns(o: { userId: string; classId: string }): Promise<{ pupils: PupilConcern[] }> {
      const c = await deps.access.classFor(await deps.access.staffOf(o.userId), o.classId);
      const pupils = await deps.schools.listPupilsOfClass(c.id);
      const since = new Date(Date.now() - SAFETY_RETENTION_DAYS * DAY_MS);
      const rows = await events.listEventsOfUsers(
        pupils.map((p) => p.id),
        since,
      );
      const concerns = pupils.flatMap((p) => {
        const own = rows.filter((r) => r.user_id === p.id && r.category !== 'owned_character');
        if (own.length === 0) return [];
        const view = own.map((r) => ({
          category: r.category,
          field: r.field,
          text: r.text,
          created_at: new Date(r.created_at).toISOString(),
        }));
        return [
          {
            id: p.id,
            name: p.name,
            username: p.username,
            count: own.length,
            last_at: view[0]!.created_at,
            events: view,
          },
        ];
      });
      return { pupils: concerns.sort((a, b) => b.count - a.count || b.last_at.localeCompare(a.last_at)) };
    },

    /** Records of the last 90 days per class, for the console's class cards. */
    concernCounts(classIds: string[]) {
      return events.countEventsByClass(classIds, new Date(Date.now() - SAFETY_RETENTION_DAYS * DAY_MS));
    },

    /**
     * The `safety-notice` job: a self-harm text is told to the pupil's class teacher, or for a personal account to
     * the e-mail on file (a parent's, for a child's account). Nobody to tell: nothing is sent.
     */
    async sendNotice(payload: { eventId: number }) {
      const event = await events.findEventById(payload.eventId);
      if (!event?.user_id) return;
      const user = await deps.users.findUserById(event.user_id);
      if (!user) return;
      const to: string[] = [];
      if (user.acc_type === 'school' && user.class_id) {
        const c = await deps.schools.findClassById(user.class_id);
        const teacher = c?.teacher_id ? await deps.users.findUserById(c.teacher_id) : undefined;
        if (teacher?.email) to.push(teacher.email);
      } else if (user.email) to.push(user.email);
      const values = {
        NAME: user.name || user.username,
        FIELD: SAFETY_FIELD_LABEL[event.field] ?? event.field,
        TEXT: event.text ?? '',
        TIME: new Date(event.created_at).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false }),
        URL: user.acc_type === 'school' ? deps.consoleUrl : '',
      };
      for (const address of to)
        await deps.mailer.send({
          to: address,
          subject: teacherMsg(SAFETY_RECORD_MSG.noticeSubject, values),
          text: teacherMsg(SAFETY_RECORD_MSG.noticeBody, values),
        });
    },

    /** The `safety-retention` job: rows older than 90 days are deleted. */
    async deleteExpired(now = new Date()) {
      const deleted = await events.deleteEventsBefore(new Date(now.getTime() - SAFETY_RETENTION_DAYS * DAY_MS));
      if (deleted) deps.log.info({ deleted }, 'safety record: expired rows deleted');
      return deleted;
    },
  };
}
export type SafetyService = ReturnType<typeof safetyService>;
export type SafetyGuard = Pick<SafetyService, 'guard' | 'vouch'>;
