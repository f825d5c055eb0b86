/** The success envelope: state true ⇔ code 0. */
export function ok<T>(data: T, msg = '成功') {
  return { state: true as const, code: 0, msg, data };
}
export function done(msg = '成功') {
  return { state: true as const, code: 0, msg };
}
