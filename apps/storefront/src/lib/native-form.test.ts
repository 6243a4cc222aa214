import { describe, expect, it } from 'vitest';
import { toNativeForm } from './native-form';

describe('toNativeForm', () => {
  it("turns a FormData into Capacitor's native form fields, files as base64 with their type and name", async () => {
    const form = new FormData();
    form.append('Note', 'سلام');
    form.append('Picture', new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' }));
    expect(await toNativeForm(form)).toEqual([
      { key: 'Note', value: 'سلام', type: 'string' },
      { key: 'Picture', value: '/9j/4A==', type: 'base64File', contentType: 'image/jpeg', fileName: 'me.jpg' },
    ]);
  });
});
