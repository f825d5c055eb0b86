import { z } from 'zod';

export const picturePromptAnswer = z.object({ prompt: z.string().trim().min(1).max(600) });
