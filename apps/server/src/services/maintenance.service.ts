import type { RateLimitRepository } from '../db/repositories/rate-limit.repository.ts';
import { OUTBOX_DAYS, type Mailer } from '../mail/mailer.ts';
import type { Storage } from '../storage/storage.ts';
import { deleteWithCopies } from '../storage/thumbnails.ts';
import { GUESSING } from './rate-limit.service.ts';

/** Tour pictures written before they had an owner's folder (`pictures/trial/<random>.png`) live at most this long. */
export const UNOWNED_TOUR_PICTURE_HOURS = 24;
/** How often a server process runs the sweeps (they are idempotent: several processes may run them). */
export const MAINTENANCE_EVERY_MS = 60 * 60_000;

/**
 * What is kept only for a while (docs/decisions/0016): mails in the outbox (7 days), tour pictures no account owns
 * (24 hours), and the attempt counters with their addresses (a day after the last attempt).
 */
export function maintenanceService(d: {
  storage: Storage;
  mailer: Mailer;
  rateLimits: RateLimitRepository;
  clock?: () => Date;
}) {
  const clock = d.clock ?? (() => new Date());
  return {
    async runOnce(): Promise<{ mails: number; tourPictures: number }> {
      const now = clock().getTime();
      const mails = (await d.mailer.purge?.({ before: new Date(now - OUTBOX_DAYS * 86_400_000) })) ?? 0;
      let tourPictures = 0;
      const cutoff = now - UNOWNED_TOUR_PICTURE_HOURS * 3_600_000;
      for (const f of await d.storage.list('pictures/trial')) {
        // pictures/trial/<user id>/… belongs to an account and goes with it; a file right under trial/ has no owner
        const unowned = f.key.split('/').length === 3;
        if (unowned && f.modifiedAt.getTime() < cutoff) {
          await deleteWithCopies(d.storage, f.key);
          tourPictures++;
        }
      }
      await d.rateLimits.purgeOlderThan(GUESSING.memorySeconds + 3600);
      return { mails, tourPictures };
    },
  };
}
export type MaintenanceService = ReturnType<typeof maintenanceService>;
