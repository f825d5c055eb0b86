import type { SafetyVerdict } from './safety/safety.ts';

export type { StyleEntry } from './styles.ts';

/** The book's main character as the child wrote it (spec Character step): drawn the same on every page. */
export interface CharacterSpec {
  name: string;
  features: string;
}

/** What a page picture is made from: the child's three answers (spec: 誰, 在哪裡, 做什麼). */
export interface StoryScene {
  who: string;
  where: string;
  what: string;
}

export interface ImageRequest {
  prompt: string;
  /** style id from GET /api/style */
  style: string;
  /** the page's generation number (1, 2 …): another seed gives another composition */
  seed: number;
  /** the book's main character, drawn the same on every page */
  character?: CharacterSpec;
  /** the main character alone on a light background (character step) */
  portrait?: boolean;
  /** a picture the result should resemble (the character's image), for engines that take one */
  reference?: Buffer;
}

/** What the translator may know of the book: its own names stay names (星星 the character is Xingxing). */
export interface TranslateContext {
  names?: readonly string[];
}

/** The report sections with sentences a model may write. */
export type ReportTextSection = 'analysis' | 'character';

/** What the model writes for each of them (all in Traditional Chinese). */
export interface ReportTexts {
  /** 興趣志向分析, 作者創作分析, AI學習力 */
  analysis: { interest: string; sum: string; mastery: string };
  /** the zodiac character's description (生肖性格描述) */
  character: { character: string };
}

export interface ReportTextsRequest<S extends ReportTextSection = ReportTextSection> {
  section: S;
  /** the child's story, page by page: data to read, never instructions */
  story: string;
  /** what the analyser measured (word count, levels, frequent words, scores, the zodiac animal): every number
   * in the answer must be one of these */
  facts: Record<string, unknown>;
  /** the analyser's own sentences for this section: the model's starting point (and what the caller keeps on failure) */
  draft: ReportTexts[S];
}

/**
 * The one AI interface. The built-in engine implements it offline; the remote adapter implements it with
 * an OpenAI-compatible service and falls back to the built-in engine. Chosen once from config (ai/index.ts).
 */
export interface AiEngine {
  readonly name: string;
  /** Chinese → English draft of a child's sentence; never empty for non-empty input. */
  translate(text: string, context?: TranslateContext): Promise<string>;
  /** The picture prompt for a page (who/where/what + the main character). */
  storyToPrompt(scene: StoryScene, character?: CharacterSpec): Promise<string>;
  /** A short picture prompt for the main character alone (spec: about 30 characters). */
  characterPrompt(character: CharacterSpec): Promise<string>;
  /** A PNG picture, 1024×768. */
  generateImage(req: ImageRequest): Promise<Buffer>;
  /**
   * The safety check of texts about to be stored or sent: the local check (ai/safety/safety.ts) and, with a
   * remote provider and AI_MODERATION_MODEL, its moderation endpoint too (ai/safety/remote.ts). Never rejects:
   * when the remote call fails, the local verdict stands.
   */
  moderate(texts: string | readonly string[]): Promise<SafetyVerdict>;
  /**
   * The report's descriptive sentences (spec part 2 §3–§4) written by a model from the analyser's numbers.
   * Only an engine with a remote text model has it; without it (the built-in engine, or pictures-only remote) the
   * analyser's own sentences stand. Rejects on any failure — time-out, malformed answer, a number that is not in
   * the facts, an answer the safety check refuses — and the caller keeps the analyser's sentences then.
   */
  reportTexts?<S extends ReportTextSection>(req: ReportTextsRequest<S>): Promise<ReportTexts[S]>;
}
