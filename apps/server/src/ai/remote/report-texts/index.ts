import type { z } from 'zod';
import type { ReportTextSection, ReportTexts, ReportTextsRequest } from '../../provider.ts';
import type { RemoteClient } from '../client.ts';
import { REPORT_TEXT_TASKS, REPORT_TEXT_TOKENS } from './prompt.ts';
import { reportTextAnswers } from './schema.ts';

/** Every number written with digits (full-width ones too): 168, 4.5. */
const numbersIn = (text: string) => (text.normalize('NFKC').match(/\d+(?:\.\d+)?/g) ?? []).map(Number);

/**
 * The report section's sentences from the remote model. An answer with a number found in neither the facts, the
 * draft nor the story is refused (it throws), so a model cannot invent a word count or a level.
 */
export async function remoteReportTexts<S extends ReportTextSection>(
  client: RemoteClient,
  req: ReportTextsRequest<S>,
): Promise<ReportTexts[S]> {
  const data = { story: req.story, facts: req.facts, draft: req.draft };
  const schema = reportTextAnswers[req.section] as unknown as z.ZodType<ReportTexts[S]>;
  const answer = await client.askJson(REPORT_TEXT_TASKS[req.section], data, schema, {
    maxOutputTokens: REPORT_TEXT_TOKENS[req.section],
  });
  const known = new Set(numbersIn(JSON.stringify([req.facts, req.draft, req.story])));
  const invented = Object.values(answer as Record<string, string>)
    .flatMap(numbersIn)
    .filter((n) => !known.has(n));
  if (invented.length) throw new Error(`report texts: numbers not in the facts (${invented.join(', ')})`);
  return answer;
}
