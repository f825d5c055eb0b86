import type { Config } from '../config.ts';
import { assertSafeKey, contentTypeFor } from './keys.ts';
import type { Storage, StoredKey } from './storage.ts';

/** The one file that imports the S3 SDK. Works with any S3-compatible service (path-style addressing). */
export async function s3Storage(config: Config): Promise<Storage> {
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: config.S3_ACCESS_KEY_ID ?? '', secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '' },
  });
  const Bucket = config.S3_BUCKET ?? '';
  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(new s3.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const r = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        const body = Buffer.from(await r.Body!.transformToByteArray());
        return { body, contentType: r.ContentType ?? contentTypeFor(key) };
      } catch (e) {
        if ((e as { name?: string }).name === 'NoSuchKey') return undefined;
        throw e;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      let token: string | undefined;
      do {
        const list = await client.send(
          new s3.ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
        );
        for (const o of list.Contents ?? [])
          if (o.Key) await client.send(new s3.DeleteObjectCommand({ Bucket, Key: o.Key }));
        token = list.IsTruncated ? list.NextContinuationToken : undefined;
      } while (token);
    },
    async list(prefix) {
      assertSafeKey(`${prefix}/x`);
      const out: StoredKey[] = [];
      let token: string | undefined;
      do {
        const list = await client.send(
          new s3.ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
        );
        for (const o of list.Contents ?? [])
          if (o.Key) out.push({ key: o.Key, modifiedAt: o.LastModified ?? new Date(0) });
        token = list.IsTruncated ? list.NextContinuationToken : undefined;
      } while (token);
      return out;
    },
  };
}
