/** One multipart field in the shape Capacitor's native HTTP takes with `dataType: 'formData'`. */
type NativeFormField =
  | { key: string; value: string; type: 'string' }
  | { key: string; value: string; type: 'base64File'; contentType: string; fileName: string };

function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const { result } = reader;
      if (typeof result === 'string') resolve(result.replace(/^data:[^,]*,/, ''));
      else reject(new Error('read failed'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The native HTTP plugin cannot carry a FormData object across the bridge: files go as base64
 * with their type and name, and the native side writes the multipart body (as Capacitor's own
 * fetch patch does).
 */
export async function toNativeForm(form: FormData): Promise<NativeFormField[]> {
  const fields: NativeFormField[] = [];
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') fields.push({ key, value, type: 'string' });
    else
      fields.push({
        key,
        value: await base64Of(value),
        type: 'base64File',
        contentType: value.type,
        fileName: value.name,
      });
  }
  return fields;
}
