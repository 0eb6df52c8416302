import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-error';

// Gateways post a few dozen short fields; anything larger is not theirs.
const MAX_FORM_BYTES = 64 * 1024;

/**
 * The fields of a posted form, URL-encoded (a browser's form, SSLCommerz's returns and IPN) or
 * multipart (sslcommerz-lts's session call), read from a route that takes its body as a stream.
 * Files are ignored; repeated fields keep their first value.
 */
export async function readForm(request: FastifyRequest): Promise<Record<string, string>> {
  const stream = request.body as AsyncIterable<Buffer> | undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  if (stream && Symbol.asyncIterator in Object(stream)) {
    for await (const chunk of stream) {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) throw badRequest('Form too large', 'A payment form is at most 64 KB.');
      chunks.push(chunk);
    }
  }
  const type = request.headers['content-type'] ?? 'application/x-www-form-urlencoded';
  if (size === 0) return {};
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData();
  } catch {
    throw badRequest(
      'Not a form',
      'Send the fields as application/x-www-form-urlencoded or multipart/form-data.',
    );
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries())
    if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  return fields;
}
