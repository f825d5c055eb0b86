import { z } from 'zod';
import type { ReportTextSection, ReportTexts } from '../../provider.ts';

const text = (max: number) => z.string().trim().min(10).max(max);

export const reportTextAnswers = {
  analysis: z.object({ interest: text(600), sum: text(600), mastery: text(600) }),
  character: z.object({ character: text(400) }),
} satisfies { [S in ReportTextSection]: z.ZodType<ReportTexts[S]> };
