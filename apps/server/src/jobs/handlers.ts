import type { Services } from '../services/index.ts';
import type { JobHandlers } from './definitions.ts';

/** Which service call runs each job (the jobs themselves hold no business rules). */
export function jobHandlers(services: Services): JobHandlers {
  return {
    'report-pdf': (payload, ctx) => services.reportPdf.renderReportPdf(payload, ctx),
    'book-pdf': (payload, ctx) => services.bookPdf.renderBookPdfJob(payload, ctx),
    'safety-notice': (payload) => services.safety.sendNotice(payload),
    'safety-retention': async () => {
      await services.safety.deleteExpired();
    },
  };
}
