import path from 'node:path';
import { expect, lastMailTo, shot, skipOverlays, test, uniqueName } from './fixtures.ts';

test.beforeEach(async ({ page }) => skipOverlays(page));

test('a parent registers, logs in, edits the profile with an avatar, changes the password and logs out', async ({
  page,
}) => {
  const username = uniqueName('mom');
  await page.goto('/');
  await shot(page, 'landing');
  await page.getByRole('link', { name: /個人版登入/ }).click();
  await expect(page).toHaveURL(/\/login\?isSchool=false/);
  await expect(page.getByRole('heading', { name: '個人登入' })).toBeVisible();
  await page.getByRole('link', { name: '還沒有帳號？註冊' }).click();

  await page.getByLabel('姓名').fill('林媽媽');
  await page.getByLabel('電子郵件').fill(`${username}@example.com`);
  await page.getByLabel('帳號').fill(username);
  await page.getByLabel('密碼', { exact: true }).fill('secret1');
  await shot(page, 'register');
  await page.getByRole('button', { name: '註冊' }).click();
  await expect(page).toHaveURL(/\/login\?isSchool=false/);

  await page.getByLabel('帳號').fill(username);
  await page.getByLabel('密碼', { exact: true }).fill('secret1');
  await page.getByRole('button', { name: '顯示密碼' }).click();
  await expect(page.getByLabel('密碼', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(/\/main$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.getByRole('link', { name: /會員中心/ }).click();
  await expect(page.getByLabel('帳號')).toHaveValue(username);
  await expect(page.getByRole('textbox', { name: '點數' })).toHaveValue('0');
  await page.getByLabel('姓名').fill('林小美的媽媽');
  await page.getByLabel('生日').fill('1990-03-15');
  await page.getByText('女生').click();
  await page.getByTestId('avatar-input').setInputFiles(path.resolve(import.meta.dirname, 'assets', 'avatar.png'));
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '修改成功' })).toBeVisible();
  await expect(page.locator('.avatar-big img')).toHaveAttribute('src', /^\/files\/avatars\/.+\.webp$/);
  await shot(page, 'profile');
  await page.reload();
  await expect(page.getByLabel('姓名')).toHaveValue('林小美的媽媽');
  await expect(page.getByLabel('生日')).toHaveValue('1990-03-15');

  await page.getByRole('button', { name: /修改密碼/ }).click();
  await page.getByLabel('舊密碼').fill('wrongpw');
  await page.getByLabel('新密碼').fill('newpass1');
  await page.getByRole('form', { name: '修改密碼' }).getByRole('button', { name: '修改密碼' }).click();
  await expect(page.getByRole('alert')).toContainText('舊密碼不正確！');
  await page.getByLabel('舊密碼').fill('secret1');
  await page.getByRole('form', { name: '修改密碼' }).getByRole('button', { name: '修改密碼' }).click();
  await expect(page.getByRole('status').filter({ hasText: '密碼修改成功' })).toBeVisible();
  await shot(page, 'password-change');

  await page.getByRole('button', { name: '登出' }).click();
  await expect(page).toHaveURL(/\/$/);
  // everything is cleared; the only key is the one the test's own init script writes on each load
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['screenSizeWarningDismissed']);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel('帳號').fill(username);
  await page.getByLabel('密碼', { exact: true }).fill('secret1');
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page.getByRole('alert')).toContainText('帳號或密碼錯誤！');
  await page.getByLabel('密碼', { exact: true }).fill('newpass1');
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(/\/main$/);
});

test('school login has no self-service reset and refuses a personal account', async ({ page, seedUser }) => {
  const pupil = await seedUser({ acc_type: 'school' });
  const parent = await seedUser();
  await page.goto('/');
  await page.getByRole('link', { name: /學校版登入/ }).click();
  await expect(page.getByRole('heading', { name: '學校登入' })).toBeVisible();
  await expect(page.getByText('忘記密碼了嗎？請老師幫你設定新密碼喔！')).toBeVisible();
  await expect(page.getByRole('link', { name: '忘記密碼？' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /註冊/ })).toHaveCount(0);
  await shot(page, 'login-school');
  await page.getByLabel('帳號').fill(parent.username);
  await page.getByLabel('密碼', { exact: true }).fill(parent.password);
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page.getByRole('alert')).toContainText('帳號類型不符');
  await page.getByLabel('帳號').fill(pupil.username);
  await page.getByLabel('密碼', { exact: true }).fill(pupil.password);
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(/\/main$/);
});

test('trial registration shows copyable credentials and login stores the trial flag', async ({ page }) => {
  const username = uniqueName('try');
  await page.goto('/register?isTrialUserRegister=true');
  await page.getByLabel('姓名').fill('試用小朋友');
  await page.getByLabel('電子郵件').fill('trial@example.com');
  await page.getByLabel('帳號').fill(username);
  await page.getByLabel('密碼', { exact: true }).fill('trial123');
  await page.getByRole('button', { name: '註冊' }).click();
  const dialog = page.getByRole('dialog', { name: '試用帳號建立成功！' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(username);
  await expect(dialog).toContainText('trial123');
  await expect(dialog.getByRole('button', { name: '複製' })).toHaveCount(2);
  await shot(page, 'trial-credentials');
  await dialog.getByRole('link', { name: '去登入' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('帳號').fill(username);
  await page.getByLabel('密碼', { exact: true }).fill('trial123');
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(/\/main$/);
  expect(await page.evaluate(() => localStorage.getItem('trial'))).toBe('true');
});

test('a parent resets the password through the mailed link', async ({ page, seedUser }) => {
  const email = `${uniqueName('reset')}@example.com`;
  const user = await seedUser({ email });
  await page.goto('/login?isSchool=false');
  await page.getByRole('link', { name: '忘記密碼？' }).click();
  await page.getByLabel('電子郵件').fill(email);
  await page.getByRole('button', { name: '寄送重設信' }).click();
  await expect(page.getByRole('status').filter({ hasText: '重設密碼信已寄到您的信箱' })).toBeVisible();
  const mail = await lastMailTo(email);
  const link = /https?:\/\/\S+/.exec(mail.text)![0];
  await page.goto(link);
  await expect(page.getByRole('heading', { name: '設定新密碼' })).toBeVisible();
  await page.getByLabel('新密碼').fill('brandnew9');
  await page.getByRole('button', { name: '儲存新密碼' }).click();
  await expect(page.getByText('密碼已重設，請用新密碼登入！')).toBeVisible();
  await page.goto(link);
  await page.getByLabel('新密碼').fill('another99');
  await page.getByRole('button', { name: '儲存新密碼' }).click();
  await expect(page.getByRole('alert')).toContainText('重設連結無效或已過期');
  await page.goto('/login?isSchool=false');
  await page.getByLabel('帳號').fill(user.username);
  await page.getByLabel('密碼', { exact: true }).fill('brandnew9');
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(/\/main$/);
});

test('every validation message of the account screens', async ({ page, seedUser }) => {
  const taken = await seedUser();
  await page.goto('/register');
  const submit = page.getByRole('button', { name: '註冊' });
  const alert = page.getByRole('alert');
  await submit.click();
  await expect(alert).toHaveText('⚠️ 請確認所有欄位皆已填寫！');
  await page.getByLabel('姓名').fill('小明');
  await page.getByLabel('電子郵件').fill('ming@example.com');
  await page.getByLabel('帳號').fill('abc');
  await page.getByLabel('密碼', { exact: true }).fill('123');
  await submit.click();
  await expect(alert).toHaveText('⚠️ 帳號和密碼需至少6個字元！');
  await page.getByLabel('帳號').fill('abcdef');
  await page.getByLabel('密碼', { exact: true }).fill('123456');
  await page.getByLabel('電子郵件').fill('ming@');
  await submit.click();
  await expect(alert).toHaveText('⚠️ 請提供有效的電子郵件！');
  // the message disappears by itself after a few seconds
  await expect(alert).toBeHidden({ timeout: 6000 });
  await page.getByLabel('電子郵件').fill('ming@example.com');
  await page.getByLabel('帳號').fill(taken.username);
  await submit.click();
  await expect(alert).toHaveText('⚠️ 這個帳號已經有人使用了，請換一個！');

  await page.goto('/login?isSchool=false');
  await page.getByRole('button', { name: '登入' }).click();
  await expect(alert).toHaveText('⚠️ 請確認所有欄位皆已填寫！');

  await page.goto('/resetpw');
  await page.getByRole('button', { name: '寄送重設信' }).click();
  await expect(alert).toHaveText('⚠️ 請確認所有欄位皆已填寫！');
  await page.getByLabel('電子郵件').fill('nope');
  await page.getByRole('button', { name: '寄送重設信' }).click();
  await expect(alert).toHaveText('⚠️ 請提供有效的電子郵件！');
});

test('profile validation and a refused upload keep what was saved', async ({ page, seedUser, signIn }) => {
  const user = await seedUser({ name: '原來的名字' });
  await signIn(user);
  await page.goto('/profile');
  await page.getByLabel('姓名').fill('');
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByRole('alert')).toContainText('請填寫姓名和電子郵件！');
  await page.getByLabel('姓名').fill('新名字');
  await page.getByLabel('電子郵件').fill('bad-email');
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByRole('alert')).toContainText('請提供有效的電子郵件！');
  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toContainText('頭像必須是圖片檔');
  await page.reload();
  await expect(page.getByLabel('姓名')).toHaveValue('原來的名字');
});

test('a revoked token sends the child back to the login page', async ({ page, seedUser, signIn }) => {
  const user = await seedUser();
  await signIn(user);
  await page.goto('/profile');
  await expect(page.getByLabel('帳號')).toHaveValue(user.username);
  await page.evaluate(() => localStorage.setItem('token', 'revoked-or-expired'));
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
