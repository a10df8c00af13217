/**
 * The images page with JavaScript (loaded by script.ts only there): files dropped on the zone
 * or chosen in the field are uploaded one by one to the operator API, each followed by the
 * smaller widths the shop sends to phones (decision 033), drawn here on a canvas: the worker has
 * no image codec. Then the page's own form action adds them to the product, as it does for a
 * post without JavaScript. Progress and refusals are read out by the form's status region.
 */

type Uploaded = { src: string; width: number; height: number };

const fill = (text: string, params: Record<string, string | number> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

async function put(path: string, body: Blob): Promise<{ ok: boolean; data: Record<string, unknown> }> {
  const response = await fetch(path, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream', accept: 'application/json' },
    body,
    credentials: 'same-origin',
  });
  return { ok: response.ok, data: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

/** One width of the picture: WebP where the browser writes it, else JPEG (Safari). */
async function resized(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  const encode = (type: string, quality: number) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  const webp = await encode('image/webp', 0.82);
  if (webp && webp.type === 'image/webp') return webp;
  const jpeg = await encode('image/jpeg', 0.85);
  if (!jpeg) throw new Error('no encoder');
  return jpeg;
}

/** The widths below the original's; one that fails leaves the original answering for it. */
async function writeSizes(file: File, image: Uploaded, widths: number[]) {
  const wanted = widths.filter((w) => w < image.width);
  if (wanted.length === 0 || file.type === 'image/svg+xml') return;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return;
  }
  for (const width of wanted) {
    const height = Math.round((image.height * width) / image.width);
    try {
      await put(`/admin/api/images/sizes?src=${encodeURIComponent(image.src)}&width=${width}`, await resized(bitmap, width, height));
    } catch {
      // The shop answers this width with the original until `shop catalog image-sizes` writes it.
    }
  }
  bitmap.close();
}

export function enhanceImageUpload(form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>('input[type="file"]');
  const zone = form.querySelector<HTMLElement>('[data-drop-zone]');
  const status = form.querySelector<HTMLElement>('[data-upload-status]');
  const text = (name: string) => form.dataset[name] ?? '';
  const say = (message: string) => {
    if (status) status.textContent = message;
  };
  const refusals: Record<string, string> = {
    tooLarge: text('msgTooLarge'),
    notImage: text('msgNotImage'),
    unsafeSvg: text('msgUnsafeSvg'),
    empty: text('msgEmpty'),
  };
  const widths = text('widths').split(',').map(Number).filter(Boolean);
  let busy = false;

  async function upload(files: File[]) {
    if (busy || files.length === 0) return;
    busy = true;
    form.setAttribute('aria-busy', 'true');
    try {
      const added: string[] = [];
      for (const [i, file] of files.entries()) {
        if (file.size > Number(text('maxBytes'))) throw new Error(`${file.name}: ${refusals.tooLarge}`);
        say(fill(text('msgUploading'), { name: file.name, number: i + 1, count: files.length }));
        const answer = await put('/admin/api/images', file);
        if (!answer.ok) throw new Error(`${file.name}: ${refusals[String(answer.data.code)] || text('msgFailed')}`);
        const image = answer.data as unknown as Uploaded;
        say(fill(text('msgSizing'), { name: file.name }));
        await writeSizes(file, image, widths);
        added.push(image.src);
      }
      say(fill(text('msgAttaching'), { count: added.length }));
      const body = new FormData();
      for (const src of added) body.append('src', src);
      const response = await fetch(form.action, { method: 'POST', body, credentials: 'same-origin' });
      if (!response.ok || !response.redirected) throw new Error(text('msgFailed'));
      location.assign(response.url);
    } catch (failure) {
      say(failure instanceof Error && failure.message ? failure.message : text('msgFailed'));
      form.removeAttribute('aria-busy');
      busy = false;
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void upload([...(input?.files ?? [])]);
  });
  if (!zone) return;
  zone.hidden = false;
  zone.addEventListener('dragover', (event) => {
    event.preventDefault();
    zone.classList.add('drop-zone-over');
  });
  zone.addEventListener('dragleave', () => zone.classList.remove('drop-zone-over'));
  zone.addEventListener('drop', (event) => {
    event.preventDefault();
    zone.classList.remove('drop-zone-over');
    void upload([...(event.dataTransfer?.files ?? [])]);
  });
}
