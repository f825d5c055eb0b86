import type { Config } from '../config.ts';
import { createAiEngine } from '../ai/index.ts';
import { createChatModel } from '../ai/chat/index.ts';
import { builtinChatModel } from '../ai/chat/builtin/engine.ts';
import type { Database } from '../db/kysely.ts';
import { bookRepository } from '../db/repositories/book.repository.ts';
import { pictureRepository } from '../db/repositories/picture.repository.ts';
import { rateLimitRepository } from '../db/repositories/rate-limit.repository.ts';
import { sessionRepository } from '../db/repositories/session.repository.ts';
import { userRepository } from '../db/repositories/user.repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Storage } from '../storage/storage.ts';
import { authService } from './auth.service.ts';
import { chatService } from './chat.service.ts';
import { profileService } from './profile.service.ts';
import { rateLimitService } from './rate-limit.service.ts';
import { seedService } from './seed.service.ts';
import { styleService } from './style.service.ts';
import { toolService } from './tool.service.ts';

export interface ServiceDeps {
  db: Database;
  config: Config;
  storage: Storage;
  mailer: Mailer;
  log: { info(o: object, m: string): void; warn(o: object, m: string): void; error(o: object, m: string): void };
}

/** Wires repositories and adapters into services once per app. Routes reach them as `app.services`. */
export function createServices(deps: ServiceDeps) {
  const users = userRepository(deps.db);
  const sessions = sessionRepository(deps.db);
  const limits = rateLimitService(rateLimitRepository(deps.db));
  const ai = createAiEngine(deps.config, deps.log);
  const builtinChat = builtinChatModel();
  return {
    /** factories for the e2e seed routes, which exist only with NODE_ENV=test */
    seed: seedService(deps.db),
    ai,
    tool: toolService({
      ai,
      books: bookRepository(deps.db),
      pictures: pictureRepository(deps.db),
      storage: deps.storage,
      limits,
      log: deps.log,
    }),
    styles: styleService({ ai, storage: deps.storage }),
    chat: chatService({
      model: createChatModel(deps.config, builtinChat),
      fallback: builtinChat,
      limits,
      log: deps.log,
    }),
    limits,
    auth: authService({ ...deps, users, sessions, limits }),
    profile: profileService({ users, storage: deps.storage }),
  };
}
export type Services = ReturnType<typeof createServices>;
