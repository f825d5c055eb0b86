import { cpuGate } from '../lib/cpu-gate.ts';
import type { Services } from '../services/index.ts';
import type { JobHandlers } from './definitions.ts';

/** Which service call runs each job (the jobs themselves hold no business rules). */
export function jobHandlers(services: Services): JobHandlers {
  return {
    // a PDF is CPU-heavy work: it takes one of the cores' slots, after the children's logins and pictures
    'report-pdf': (payload, ctx) => cpuGate.run('background', () => services.reportPdf.renderReportPdf(payload, ctx)),
    'book-pdf': (payload, ctx) => cpuGate.run('background', () => services.bookPdf.renderBookPdfJob(payload, ctx)),
    'safety-notice': (payload) => services.safety.sendNotice(payload),
    'safety-retention': async () => {
      await services.safety.deleteExpired();
    },
  };
}
