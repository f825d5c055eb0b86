import { z } from 'zod';

export { PRIVACY_MSG } from './privacy-messages.ts';

export const deleteAccountBody = z.object({ password: z.string().max(200).default('') });
