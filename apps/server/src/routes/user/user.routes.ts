import {
  MSG,
  changePasswordBody,
  envelope,
  guideDoneBody,
  loginAnswer,
  loginBody,
  profileAnswer,
  profileUpdateBody,
  registerAnswer,
  registerBody,
  resetBody,
  resetConfirmBody,
} from '@storycat/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { done, ok } from '../../lib/reply.ts';
import { requireUser } from '../../plugins/auth.ts';
import { field, readForm } from '../../plugins/form.ts';

const plain = envelope(z.undefined().optional());
const tags = ['user'];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, profile } = app.services;

  app.post('/register', { schema: { tags, body: registerBody, response: { 200: registerAnswer } } }, async (req) => {
    const user = await auth.register({ ...req.body, ip: req.ip });
    return ok({ username: user.username }, MSG.registerSuccess);
  });

  app.post('/login', { schema: { tags, body: loginBody, response: { 200: loginAnswer } } }, async (req) => {
    return ok(await auth.login({ ...req.body, ip: req.ip }), MSG.loginSuccess);
  });

  app.post('/logout', { schema: { tags, response: { 200: plain } } }, async (req) => {
    await auth.logout(requireUser(req));
    return done();
  });

  app.post('/resetpw', { schema: { tags, body: resetBody, response: { 200: plain } } }, async (req) => {
    await auth.requestPasswordReset({ email: req.body.email, ip: req.ip });
    return done(MSG.resetMailSent);
  });

  app.post('/resetpw/confirm', { schema: { tags, body: resetConfirmBody, response: { 200: plain } } }, async (req) => {
    await auth.confirmPasswordReset(req.body);
    return done(MSG.resetDone);
  });

  app.get('/profile', { schema: { tags, response: { 200: profileAnswer } } }, async (req) => {
    return ok(await profile.getProfile(requireUser(req)));
  });

  // Form-encoded or multipart (with an `avatar` file); username and point are display-only and ignored.
  app.post(
    '/profile',
    {
      schema: {
        tags,
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        response: { 200: profileAnswer },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const form = await readForm(req, ['avatar']);
      const parsed = profileUpdateBody.safeParse({
        name: field(form, 'name'),
        email: field(form, 'email'),
        birthday: field(form, 'birthday'),
        gender: field(form, 'gender'),
      });
      if (!parsed.success) throw AppError.invalid(MSG.badRequest);
      const avatar = form.files.avatar?.length ? form.files.avatar : undefined;
      return ok(await profile.updateProfile(user, { ...parsed.data, avatar }), MSG.modifiedSuccessfully);
    },
  );

  app.post('/changepwd', { schema: { tags, body: changePasswordBody, response: { 200: plain } } }, async (req) => {
    await auth.changePassword(requireUser(req), { ...req.body, ip: req.ip });
    return done(MSG.passwordChanged);
  });

  /** Records that the intro tour was finished, so the shelf's onboarding card is right on every device. */
  app.post('/guide', { schema: { tags, body: guideDoneBody, response: { 200: plain } } }, async (req) => {
    await profile.setGuideDone(requireUser(req), req.body.done);
    return done();
  });
};
