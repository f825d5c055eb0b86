import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createAiEngine } from './index.ts';

const log = { warn: () => undefined };

describe('choosing the AI engine from config', () => {
  it('is the built-in engine by default: no network, no key', () => {
    expect(createAiEngine(loadConfig({}), log).name).toBe('builtin');
  });
  it('can send text to a local model and keep pictures built-in', () => {
    const config = loadConfig({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_IMAGE_PROVIDER: 'builtin',
    });
    expect(createAiEngine(config, log).name).toBe('remote(text)');
  });
  it('can send only pictures to a remote model', () => {
    const config = loadConfig({ AI_IMAGE_PROVIDER: 'openai', AI_API_KEY: 'k' });
    expect(createAiEngine(config, log).name).toBe('remote(image)');
  });
  it('stops start-up when a remote picture service lacks its key or address', () => {
    expect(() => loadConfig({ AI_IMAGE_PROVIDER: 'openai' })).toThrow(/AI_API_KEY/);
    expect(() => loadConfig({ AI_IMAGE_PROVIDER: 'openai-compatible' })).toThrow(/AI_BASE_URL/);
  });
});
