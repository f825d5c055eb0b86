import { z } from 'zod';

export const translationAnswer = z.object({ english: z.string().trim().min(1) });
