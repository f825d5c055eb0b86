import { createRequire } from 'node:module';
import type * as ResvgJs from '@resvg/resvg-js';
import type SharpFn from 'sharp';
import { once } from './once.ts';

/**
 * The native image libraries, loaded on their first call (decision 0025, cold start): sharp opens libvips (≈ 0.1 s
 * of a start on this machine) and resvg its own library, while no request of the start draws a picture. They are
 * loaded through their CommonJS builds so the callers stay as they were (sharp(...) and renderAsync(...) are
 * asynchronous anyway); every module of the server takes them from here, so there is one sharp in the process.
 */
const require = createRequire(import.meta.url);
const loadSharp = once(() => require('sharp') as typeof SharpFn);
const loadResvg = once(() => require('@resvg/resvg-js') as typeof ResvgJs);

export const sharp = ((...args: Parameters<typeof SharpFn>) => loadSharp()(...args)) as typeof SharpFn;

export const renderAsync: typeof ResvgJs.renderAsync = (...args) => loadResvg().renderAsync(...args);
