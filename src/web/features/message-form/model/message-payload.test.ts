import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emptyMessageDraft,
  type MessageDraft,
} from '@/web/features/message-form/model/message-draft';
import {
  createGlobalPhotoInput,
  createPhotoInput,
  messageRequest,
} from '@/web/features/message-form/model/message-payload';
import { createGlobalPhoto } from '@/web/features/photos/api/create-global-photo';
import { createPhoto } from '@/web/features/photos/api/create-photo';

const spot = { latitude: 37.9838, longitude: 23.7275 };
const photoFile = new File(['jpeg bytes'], 'printed-text.jpg', { type: 'image/jpeg' });
const file = { kind: 'file', file: photoFile } as const;
const capture = { kind: 'capture', dataUrl: 'data:image/jpeg;base64,/9j/AAEC' } as const;
const pdf = { data: 'JVBERi0xLjQ=', fileName: 'clue.pdf' };
const nikos = { id: 42, nickname: 'nikos', email: 'nikos@example.org' };
/** The place fields of a message hidden at `spot`, as JSON sends them. */
const spotFields = {
  latitude: spot.latitude,
  longitude: spot.longitude,
  location: 'Location: 37.983800, 23.727500',
};
/** What a public message without rewards says of itself, as a multipart form sends it. */
const publicFormFields = { isPrivate: 'false', hasRewards: 'false', rewardAmount: '0' };
/** The same, as JSON sends it, for one finder. */
const publicJsonFields = {
  isPrivate: false,
  targetUsername: null,
  maxScans: 1,
  hasRewards: false,
  rewardAmount: 0,
};

function textMessage(hiddenMessage: string, publicDescription: string) {
  return { messageType: 'text', hiddenMessage, publicDescription };
}

function draft(patch: Partial<MessageDraft>): MessageDraft {
  return { ...emptyMessageDraft, ...patch };
}

/** What the browser would send: the fetch call's body, as JSON or as multipart fields. */
async function sent(call: () => Promise<unknown>) {
  const fetchStub = vi.fn<typeof fetch>(
    async () => new Response('{"photo":null,"warning":null}', { status: 201 }),
  );
  vi.stubGlobal('fetch', fetchStub);
  await call();
  const [url, init] = fetchStub.mock.calls[0] ?? [];
  const body = init?.body;
  if (body instanceof FormData) {
    const fields: Record<string, string> = {};
    for (const [name, value] of body.entries()) {
      fields[name] = typeof value === 'string' ? value : `file:${value.name}`;
    }
    return { url, kind: 'multipart', fields };
  }
  const fields: unknown = typeof body === 'string' ? JSON.parse(body) : body;
  return { url, kind: 'json', fields };
}
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the home payload (SPEC 3): multipart with the photo file', () => {
  it('sends the place, the trimmed hint and the text, and leaves out what does not apply', async () => {
    const input = createPhotoInput(
      draft({
        hiddenMessage: ' Behind the bench ',
        publicDescription: '  Blue sign  ',
        maxScans: 3,
      }),
      file,
      spot,
    );
    expect(await sent(() => createPhoto(input))).toEqual({
      url: '/api/photos',
      kind: 'multipart',
      fields: {
        ...publicFormFields,
        latitude: '37.9838',
        longitude: '23.7275',
        location: spotFields.location,
        ...textMessage('Behind the bench', 'Blue sign'),
        maxScans: '3',
        image: 'file:printed-text.jpg',
      },
    });
  });

  it('sends a PDF without a hidden message, and a private recipient by nickname', async () => {
    const input = createPhotoInput(
      draft({
        messageType: 'pdf',
        hiddenMessage: 'typed before',
        pdf,
        isPrivate: true,
        target: nikos,
      }),
      file,
      spot,
    );
    const { fields } = await sent(() => createPhoto(input));
    expect(fields).toMatchObject({
      messageType: 'pdf',
      pdfData: pdf.data,
      pdfFileName: 'clue.pdf',
      isPrivate: 'true',
      targetUsername: 'nikos',
    });
    expect(fields).not.toHaveProperty('hiddenMessage');
    expect(fields).not.toHaveProperty('publicDescription');
  });

  it('names a recipient without a nickname by email', () => {
    const input = createPhotoInput(
      draft({ hiddenMessage: 'x', isPrivate: true, target: { ...nikos, nickname: '' } }),
      file,
      spot,
    );
    expect(input.kind === 'form' && input.fields.targetUsername).toBe('nikos@example.org');
  });

  it('sends the reward only while rewards are on', () => {
    const on = createPhotoInput(
      draft({ hiddenMessage: 'x', hasRewards: true, rewardAmount: 2 }),
      file,
      spot,
    );
    const off = createPhotoInput(
      draft({ hiddenMessage: 'x', hasRewards: false, rewardAmount: 2 }),
      file,
      spot,
    );
    expect(on.kind === 'form' && on.fields).toMatchObject({ hasRewards: true, rewardAmount: 2 });
    expect(off.kind === 'form' && off.fields).toMatchObject({ hasRewards: false, rewardAmount: 0 });
  });
});

describe('the camera payload (SPEC 3): JSON with the capture in base64', () => {
  it('sends every field, null where it does not apply, the image without its data: prefix', async () => {
    const input = createPhotoInput(draft({ messageType: 'pdf', pdf }), capture, spot);
    expect(await sent(() => createPhoto(input))).toEqual({
      url: '/api/photos',
      kind: 'json',
      fields: {
        imageData: '/9j/AAEC',
        ...spotFields,
        messageType: 'pdf',
        hiddenMessage: null,
        publicDescription: null,
        pdfData: pdf.data,
        pdfFileName: 'clue.pdf',
        ...publicJsonFields,
      },
    });
  });

  it('sends a private text message to the recipient by nickname', async () => {
    const input = createPhotoInput(
      draft({ hiddenMessage: '  At noon ', isPrivate: true, target: nikos }),
      capture,
      spot,
    );
    const { fields } = await sent(() => createPhoto(input));
    expect(fields).toMatchObject({
      hiddenMessage: 'At noon',
      pdfData: null,
      isPrivate: true,
      targetUsername: 'nikos',
    });
  });
});

describe('the global payload (SPEC 3): multipart, no place, the recipient by id', () => {
  it('sends only what applies to a public text message', async () => {
    const input = createGlobalPhotoInput(
      draft({
        hiddenMessage: 'Chapter two',
        publicDescription: 'Page 42',
        maxScans: 4,
        hasRewards: true,
        rewardAmount: 2,
      }),
      file,
    );
    expect(await sent(() => createGlobalPhoto(input))).toEqual({
      url: '/api/photos/global',
      kind: 'multipart',
      fields: {
        ...textMessage('Chapter two', 'Page 42'),
        isPrivate: 'false',
        maxScans: '4',
        hasRewards: 'true',
        rewardAmount: '2',
        image: 'file:printed-text.jpg',
      },
    });
  });

  it('sends a private PDF to the recipient by id, never by name', async () => {
    const input = createGlobalPhotoInput(
      draft({ messageType: 'pdf', pdf, isPrivate: true, target: nikos }),
      file,
    );
    const { fields } = await sent(() => createGlobalPhoto(input));
    expect(fields).toMatchObject({
      isPrivate: 'true',
      targetUserId: '42',
      pdfFileName: 'clue.pdf',
    });
    expect(fields).not.toHaveProperty('targetUsername');
    expect(fields).not.toHaveProperty('hiddenMessage');
    expect(fields).not.toHaveProperty('latitude');
  });

  it('turns a capture into a JPEG file part', () => {
    const { image } = createGlobalPhotoInput(draft({ hiddenMessage: 'x' }), capture);
    expect(image.type).toBe('image/jpeg');
    expect(image.size).toBe(6);
  });
});

describe('the request a form sends', () => {
  const ready = draft({ image: file, hiddenMessage: 'x' });
  const context = { position: spot, signedIn: true };

  it('goes to the place endpoint with a position, to the global one without needing it', () => {
    expect(messageRequest(ready, context, 'place')?.destination).toBe('place');
    expect(messageRequest(ready, { position: null, signedIn: true }, 'global')?.destination).toBe(
      'global',
    );
  });

  it('is null while the image, or the place of a placed message, is missing', () => {
    expect(messageRequest({ ...ready, image: null }, context, 'place')).toBeNull();
    expect(messageRequest(ready, { position: null, signedIn: true }, 'place')).toBeNull();
  });
});
