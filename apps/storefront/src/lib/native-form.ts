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

/** The native bridge cannot carry a FormData: files go as base64 and the native side writes the multipart body. */
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
