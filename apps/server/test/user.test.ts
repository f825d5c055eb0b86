import { MSG } from '@storycat/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, makeTestApp, type TestApp } from './helpers/app.ts';
import { makeUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t.close());

const reg = (o: Record<string, string> = {}) => ({
  username: 'amy2026',
  password: 'secret1',
  name: 'Amy',
  email: 'amy@example.com',
  acc_type: 'personal',
  ...o,
});

function multipart(
  fields: Record<string, string>,
  file?: { name: string; filename: string; type: string; body: Buffer },
) {
  const boundary = '----storycat' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('register', () => {
  it('creates an account that can log in, and never returns the password hash', async () => {
    const api = client(t.app);
    const r = await api.post('/api/user/register', reg());
    expect(r.status).toBe(200);
    expect(r.body.state).toBe(true);
    expect(JSON.stringify(r.body)).not.toContain('scrypt');
    const login = await api.post('/api/user/login', { username: 'AMY2026', password: 'secret1', acc_type: 'personal' });
    expect(login.body.state).toBe(true);
    expect(login.body.data.is_trial).toBe(false);
    expect(login.body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it.each([
    [{ name: '' }, MSG.fillEveryField],
    [{ username: '   ' }, MSG.fillEveryField],
    [{ username: 'abc12' }, MSG.accountPasswordLength],
    [{ password: '12345' }, MSG.accountPasswordLength],
    [{ email: 'not-an-email' }, MSG.invalidEmail],
    [{ email: 'a@b' }, MSG.invalidEmail],
  ])('refuses %o with the spec message', async (patch, msg) => {
    const r = await client(t.app).post('/api/user/register', reg({ username: 'other99', ...patch }));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ state: false, msg });
  });

  it('refuses a duplicate username regardless of case with 409', async () => {
    await client(t.app).post('/api/user/register', reg({ username: 'dupname1' }));
    const r = await client(t.app).post('/api/user/register', reg({ username: 'DupName1' }));
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe(MSG.usernameTaken);
  });

  it('ignores mass-assigned fields such as point or role', async () => {
    await client(t.app).post('/api/user/register', {
      ...reg({ username: 'sneaky01' }),
      point: 9999,
      role: 'teacher',
      is_trial: false,
    });
    const u = await t.db.selectFrom('users').selectAll().where('username', '=', 'sneaky01').executeTakeFirstOrThrow();
    expect(u.point).toBe(0);
    expect(u.role).toBe('user');
  });

  it('creates a trial account when asked, and login says so', async () => {
    await client(t.app).post('/api/user/register', { ...reg({ username: 'trialkid1' }), trial: true });
    const r = await client(t.app).post('/api/user/login', {
      username: 'trialkid1',
      password: 'secret1',
      acc_type: 'personal',
    });
    expect(r.body.data.is_trial).toBe(true);
  });
});

describe('login', () => {
  it('requires every field, including the account type', async () => {
    const r = await client(t.app).post('/api/user/login', { username: 'someone', password: 'secret1' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(MSG.fillEveryField);
  });

  it('answers a wrong password and an unknown user the same way, with 401', async () => {
    const u = await makeUser(t.app, t.db);
    const a = await client(t.app).post('/api/user/login', {
      username: u.username,
      password: 'wrongpass',
      acc_type: 'personal',
    });
    const b = await client(t.app).post('/api/user/login', {
      username: 'nobody000',
      password: 'wrongpass',
      acc_type: 'personal',
    });
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.body.msg).toBe(MSG.wrongCredentials);
    expect(b.body.msg).toBe(MSG.wrongCredentials);
  });

  it('keeps school and personal logins apart', async () => {
    const pupil = await makeUser(t.app, t.db, { acc_type: 'school' });
    const r = await client(t.app).post('/api/user/login', {
      username: pupil.username,
      password: pupil.password,
      acc_type: 'personal',
    });
    expect(r.body).toMatchObject({ state: false, msg: MSG.wrongAccountType });
  });
  // Password guessing (429 after a tablet's free tries, never a lock of the account): account-security.test.ts.
});

describe('profile', () => {
  it('needs a valid token; a bad token answers 401', async () => {
    expect((await client(t.app).get('/api/user/profile')).status).toBe(401);
    const bad = await client(t.app, 'not-a-token').get('/api/user/profile');
    expect(bad.status).toBe(401);
    expect(bad.body.msg).toBe(MSG.sessionExpired);
  });

  it('returns the profile fields of the spec', async () => {
    const u = await makeUser(t.app, t.db, { point: 30 });
    const r = await u.api.get('/api/user/profile');
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({
      username: u.username,
      point: 30,
      acc_type: 'personal',
      avatar: null,
      gender: null,
      role: 'user',
    });
    expect(Object.keys(r.body.data)).not.toContain('password_hash');
  });

  it('saves form-encoded fields and ignores username and point', async () => {
    const u = await makeUser(t.app, t.db);
    const r = await u.api.form('/api/user/profile', {
      name: '王小明',
      email: 'ming@example.com',
      birthday: '2017-05-04',
      gender: '男生',
      point: '999',
      username: 'hacker',
    });
    expect(r.body).toMatchObject({ code: 0, msg: MSG.modifiedSuccessfully });
    const p = (await u.api.get('/api/user/profile')).body.data;
    expect(p).toMatchObject({
      name: '王小明',
      email: 'ming@example.com',
      birthday: '2017-05-04',
      gender: '男生',
      point: 0,
      username: u.username,
    });
  });

  it.each([
    [{ name: '', email: 'a@example.com' }, MSG.nameEmailRequired],
    [{ name: '小明', email: 'bad' }, MSG.invalidEmail],
    [{ name: '小明', email: 'a@example.com', gender: '其他' }, MSG.invalidGender],
    [{ name: '小明', email: 'a@example.com', birthday: '2017-02-30' }, MSG.invalidBirthday],
  ])('refuses %o', async (form, msg) => {
    const u = await makeUser(t.app, t.db);
    const r = await u.api.form('/api/user/profile', form as Record<string, string>);
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(msg);
  });

  it('re-encodes an uploaded avatar as WebP and serves it', async () => {
    const u = await makeUser(t.app, t.db);
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#f80' } })
      .png()
      .toBuffer();
    const m = multipart(
      { name: '小美', email: 'mei@example.com' },
      { name: 'avatar', filename: 'me.png', type: 'image/png', body: png },
    );
    const r = await u.api.call({ method: 'POST', url: '/api/user/profile', ...m });
    expect(r.body.code).toBe(0);
    const url = r.body.data.avatar as string;
    expect(url).toMatch(/^\/files\/avatars\/.+\.webp$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
  });

  it('refuses a file that is not a picture, and one over 5 MB, keeping the old profile', async () => {
    const u = await makeUser(t.app, t.db, { name: '原本的名字' });
    const fake = multipart(
      { name: '新名字', email: 'x@example.com' },
      { name: 'avatar', filename: 'x.png', type: 'image/png', body: Buffer.from('<script>alert(1)</script>') },
    );
    const r1 = await u.api.call({ method: 'POST', url: '/api/user/profile', ...fake });
    expect(r1.status).toBe(400);
    expect(r1.body.msg).toBe(MSG.avatarNotImage);
    const big = multipart(
      { name: '新名字', email: 'x@example.com' },
      { name: 'avatar', filename: 'x.png', type: 'image/png', body: Buffer.alloc(5 * 1024 * 1024 + 10, 1) },
    );
    const r2 = await u.api.call({ method: 'POST', url: '/api/user/profile', ...big });
    expect(r2.status).toBe(413);
    expect(r2.body.msg).toBe(MSG.avatarTooLarge);
    expect((await u.api.get('/api/user/profile')).body.data.name).toBe('原本的名字');
  });
});

describe('password', () => {
  it('changes the password, keeps this session and revokes the others', async () => {
    const u = await makeUser(t.app, t.db);
    const other = await client(t.app).post('/api/user/login', {
      username: u.username,
      password: u.password,
      acc_type: 'personal',
    });
    const otherApi = client(t.app, other.body.data.token);
    expect(
      (await u.api.post('/api/user/changepwd', { password_old: 'wrong-old', password_new: 'newpass1' })).body.msg,
    ).toBe(MSG.oldPasswordWrong);
    // a short new password is about the password only (the account is not being changed)
    expect(
      (await u.api.post('/api/user/changepwd', { password_old: u.password, password_new: '12345' })).body.msg,
    ).toBe(MSG.passwordLength);
    const r = await u.api.post('/api/user/changepwd', { password_old: u.password, password_new: 'newpass1' });
    expect(r.body).toMatchObject({ code: 0, msg: MSG.passwordChanged });
    expect((await u.api.get('/api/user/profile')).status).toBe(200);
    expect((await otherApi.get('/api/user/profile')).status).toBe(401);
    expect(
      (
        await client(t.app).post('/api/user/login', {
          username: u.username,
          password: 'newpass1',
          acc_type: 'personal',
        })
      ).body.state,
    ).toBe(true);
  });

  it('logout revokes the token', async () => {
    const u = await makeUser(t.app, t.db);
    expect((await u.api.post('/api/user/logout')).body.state).toBe(true);
    expect((await u.api.get('/api/user/profile')).status).toBe(401);
  });

  it('resets by a single-use mailed link', async () => {
    const u = await makeUser(t.app, t.db, { email: 'parent@example.com' });
    const r = await client(t.app).post('/api/user/resetpw', { email: 'Parent@example.com' });
    expect(r.body).toMatchObject({ state: true, msg: MSG.resetMailSent });
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe('parent@example.com');
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.text)![1]!);
    const short = await client(t.app).post('/api/user/resetpw/confirm', { token, password: 'abc' });
    expect(short.body).toMatchObject({ state: false, msg: MSG.passwordLength });
    const ok = await client(t.app).post('/api/user/resetpw/confirm', { token, password: 'fresh123' });
    expect(ok.body).toMatchObject({ state: true, msg: MSG.resetDone });
    const again = await client(t.app).post('/api/user/resetpw/confirm', { token, password: 'other123' });
    expect(again.body).toMatchObject({ state: false, msg: MSG.resetLinkInvalid });
    expect((await u.api.get('/api/user/profile')).status).toBe(401);
    expect(
      (
        await client(t.app).post('/api/user/login', {
          username: u.username,
          password: 'fresh123',
          acc_type: 'personal',
        })
      ).body.state,
    ).toBe(true);
  });

  it('answers an unknown e-mail like a known one, and tells school accounts to ask the teacher', async () => {
    const before = t.mailer.sent.length;
    expect((await client(t.app).post('/api/user/resetpw', { email: 'nobody@example.com' })).body.msg).toBe(
      MSG.resetMailSent,
    );
    expect(t.mailer.sent.length).toBe(before);
    await makeUser(t.app, t.db, { acc_type: 'school', email: 'pupil@school.example.tw' });
    const r = await client(t.app).post('/api/user/resetpw', { email: 'pupil@school.example.tw' });
    expect(r.body).toMatchObject({ state: false, msg: MSG.resetSchoolAccount });
  });
});

describe('school accounts', () => {
  it('let a pupil save the profile without an e-mail (the teacher created the account without one)', async () => {
    const pupil = await makeUser(t.app, t.db, { acc_type: 'school', email: '' });
    const r = await pupil.api.form('/api/user/profile', { name: '小安', email: '' });
    expect(r.body).toMatchObject({ code: 0, msg: MSG.modifiedSuccessfully });
    const parent = await makeUser(t.app, t.db);
    expect((await parent.api.form('/api/user/profile', { name: '家長', email: '' })).body.msg).toBe(
      MSG.nameEmailRequired,
    );
    expect((await pupil.api.form('/api/user/profile', { name: '小安', email: 'nope' })).body.msg).toBe(
      MSG.invalidEmail,
    );
  });
});
