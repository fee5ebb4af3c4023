// The S3 requests a bucket store (bucket-store.mjs) is made of, on `place`: { client, bucket }.
// Credentials come from the environment (the AWS SDK's usual chain), never the repo.
import { readFileSync } from 'node:fs';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { contentTypeOf } from './content-types.mjs';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const isMissing = (error) => error?.name === 'NotFound' || error?.name === 'NoSuchKey' || error?.$metadata?.httpStatusCode === 404;

/** An object's bytes, or null when there is none. */
export async function readBytes(place, key) {
  try {
    const object = await place.client.send(new GetObjectCommand({ Bucket: place.bucket, Key: key }));
    return Buffer.from(await object.Body.transformToByteArray());
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Uploads a file, or the text given for it; `extra`: more of the request (a condition). */
export const upload = (place, key, { file, text, cacheControl = REVALIDATE, extra = {} }) =>
  place.client.send(
    new PutObjectCommand({
      Bucket: place.bucket,
      Key: key,
      Body: text ?? readFileSync(file),
      ContentType: contentTypeOf(key),
      CacheControl: cacheControl,
      ...extra,
    }),
  );

/** Copies an object over another, to be revalidated on every load. */
export const copyObject = (place, fromKey, toKey) =>
  place.client.send(
    new CopyObjectCommand({
      Bucket: place.bucket,
      Key: toKey,
      CopySource: encodeURI(`${place.bucket}/${fromKey}`),
      MetadataDirective: 'REPLACE',
      ContentType: contentTypeOf(toKey),
      CacheControl: REVALIDATE,
    }),
  );

export const removeObject = (place, key) => place.client.send(new DeleteObjectCommand({ Bucket: place.bucket, Key: key }));

export const objectExists = (place, key) =>
  place.client.send(new HeadObjectCommand({ Bucket: place.bucket, Key: key })).then(
    () => true,
    (error) => {
      if (isMissing(error)) return false;
      throw error;
    },
  );

/** Every key under `prefix`. */
export async function keysUnder(place, prefix) {
  const keys = [];
  let ContinuationToken;
  do {
    const page = await place.client.send(new ListObjectsV2Command({ Bucket: place.bucket, Prefix: prefix, ContinuationToken }));
    keys.push(...(page.Contents ?? []).map(({ Key }) => Key));
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return keys;
}

/** For tests and scripts: a served object's body and the headers a CDN would pass on. */
export async function readObject(store, file) {
  const object = await store.client.send(new GetObjectCommand({ Bucket: store.bucket, Key: store.site(file) }));
  return { body: await object.Body.transformToString(), contentType: object.ContentType, cacheControl: object.CacheControl };
}
