/** A value a call may put into a query string or a form body. */
export type FieldValue = string | number | boolean | null | undefined | readonly unknown[] | Record<string, unknown>;
export type Fields = Record<string, FieldValue>;

/**
 * How one field value travels: numbers and strings as they are, booleans as 1/0 (the spec's
 * switches are 0/1), lists and objects as JSON text (the spec's content/result fields are JSON
 * strings), null and undefined left out.
 */
export function encodeField(value: FieldValue): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Encodes fields as application/x-www-form-urlencoded (also used for query strings). */
export function toUrlEncoded(fields: Fields | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields ?? {})) {
    const encoded = encodeField(value);
    if (encoded !== null) params.append(name, encoded);
  }
  return params;
}

/** A multipart field: files and blobs as they are, lists of files as repeated fields. */
export type MultipartValue = FieldValue | Blob | readonly Blob[];
export type MultipartFields = Record<string, MultipartValue>;

function isBlobList(value: MultipartValue): value is readonly Blob[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => item instanceof Blob);
}

/** Builds multipart/form-data; the browser adds the boundary header itself. */
export function toMultipart(fields: MultipartFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) {
      form.append(name, value);
    } else if (isBlobList(value)) {
      for (const blob of value) form.append(name, blob);
    } else {
      const encoded = encodeField(value as FieldValue);
      if (encoded !== null) form.append(name, encoded);
    }
  }
  return form;
}
