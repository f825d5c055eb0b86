import {
  TEACHER_MSG,
  addPupilAnswer,
  bookReadAnswer,
  addPupilBody,
  cardsBody,
  classAnswer,
  classConcernsAnswer,
  classDetailAnswer,
  classIdParams,
  classListAnswer,
  classNameBody,
  givePointsAnswer,
  givePointsBody,
  importAnswer,
  importBody,
  pupilBookParams,
  pupilBooksAnswer,
  pupilIdParams,
  setPasswordAnswer,
  setPasswordBody,
  teacherMeAnswer,
  teacherMsg,
} from '@storycat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';

const tags = ['teacher'];
const security = [{ bearer: [] }];

/** The teacher console's calls. Each service call checks the teacher–class/pupil relation (access.service). */
export const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { teacherClasses: classes, pupilWork, schoolPoints, safety } = app.services;
  const s = <T extends object>(schema: T) => ({ schema: { tags, security, ...schema } });

  app.get('/me', s({ response: { 200: teacherMeAnswer } }), async (req) => ok(await classes.me(requireUser(req).id)));

  app.get('/classes', s({ response: { 200: classListAnswer } }), async (req) =>
    ok(await classes.listClasses(requireUser(req).id)),
  );

  app.post('/classes', s({ body: classNameBody, response: { 200: classAnswer } }), async (req) => {
    const c = await classes.createClass({ userId: requireUser(req).id, name: req.body.name });
    return ok(c, TEACHER_MSG.classCreated);
  });

  app.post(
    '/classes/:classId/rename',
    s({ params: classIdParams, body: classNameBody, response: { 200: classAnswer } }),
    async (req) => {
      const o = { userId: requireUser(req).id, classId: req.params.classId, name: req.body.name };
      return ok(await classes.renameClass(o), TEACHER_MSG.classRenamed);
    },
  );

  /** The class page: pupils with books, pages and words written, and points (the class overview). */
  app.get('/classes/:classId', s({ params: classIdParams, response: { 200: classDetailAnswer } }), async (req) =>
    ok(await pupilWork.classDetail({ userId: requireUser(req).id, classId: req.params.classId })),
  );

  /** 「需要關心」: the class's pupils with texts the safety check refused in the last 90 days (issue M). */
  app.get(
    '/classes/:classId/concerns',
    s({ params: classIdParams, response: { 200: classConcernsAnswer } }),
    async (req) => ok(await safety.classConcerns({ userId: requireUser(req).id, classId: req.params.classId })),
  );

  app.post(
    '/classes/:classId/pupils',
    s({ params: classIdParams, body: addPupilBody, response: { 200: addPupilAnswer } }),
    async (req) => {
      const user = requireUser(req);
      const made = await classes.addPupil({ userId: user.id, classId: req.params.classId, ...req.body });
      return ok(made, TEACHER_MSG.pupilAdded);
    },
  );

  app.post(
    '/classes/:classId/import',
    s({ params: classIdParams, body: importBody, response: { 200: importAnswer } }),
    async (req) => {
      const bytes = new Uint8Array(Buffer.from(req.body.file_base64, 'base64'));
      const r = await classes.importPupils({ userId: requireUser(req).id, classId: req.params.classId, bytes });
      const msg = r.created.length
        ? teacherMsg(TEACHER_MSG.importDone, { OK: r.created.length, BAD: r.errors.length })
        : TEACHER_MSG.importAllBad;
      return ok(r, msg);
    },
  );

  app.post(
    '/classes/:classId/points',
    s({ params: classIdParams, body: givePointsBody, response: { 200: givePointsAnswer } }),
    async (req) => {
      const { pupil_ids: pupilIds, amount, key } = req.body;
      const o = { userId: requireUser(req).id, classId: req.params.classId, pupilIds, amount, key };
      return ok(await schoolPoints.givePoints(o), TEACHER_MSG.pointsGiven);
    },
  );

  /** Renders the posted one-time passwords onto A4 login cards; nothing is stored. */
  app.post(
    '/classes/:classId/cards.pdf',
    s({
      params: classIdParams,
      body: cardsBody,
      produces: ['application/pdf'],
      response: { 200: z.any().describe('application/pdf: 10 login cards per A4 page') },
    }),
    async (req, reply) => {
      const o = { userId: requireUser(req).id, classId: req.params.classId, cards: req.body.cards };
      const pdf = await classes.printCards(o);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="login-cards.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/pupils/:pupilId/password',
    s({ params: pupilIdParams, body: setPasswordBody, response: { 200: setPasswordAnswer } }),
    async (req) => {
      const o = { userId: requireUser(req).id, pupilId: req.params.pupilId, password: req.body.password };
      return ok({ card: await classes.setPupilPassword(o) }, TEACHER_MSG.passwordSet);
    },
  );

  app.get('/pupils/:pupilId/books', s({ params: pupilIdParams, response: { 200: pupilBooksAnswer } }), async (req) =>
    ok(await pupilWork.pupilBooks({ userId: requireUser(req).id, pupilId: req.params.pupilId })),
  );

  app.get(
    '/pupils/:pupilId/books/:bookId',
    s({ params: pupilBookParams, response: { 200: bookReadAnswer } }),
    async (req) => ok(await pupilWork.readPupilBook({ userId: requireUser(req).id, ...req.params })),
  );
};
