import { describe, expect, it } from 'vitest';
import {
  findMessageProblem,
  isUsableCapture,
  type MessageCheckContext,
} from '@/web/features/message-form/model/message-checks';
import {
  emptyMessageDraft,
  type MessageDraft,
} from '@/web/features/message-form/model/message-draft';
import {
  cameraForm,
  globalForm,
  homeForm,
  type MessageFormVariant,
} from '@/web/features/message-form/model/message-form-variants';

const here: MessageCheckContext = {
  position: { latitude: 37.98, longitude: 23.72 },
  signedIn: true,
};
const nowhere: MessageCheckContext = { position: null, signedIn: true };
const signedOut: MessageCheckContext = { position: null, signedIn: false };

const file = {
  kind: 'file',
  file: new File(['jpeg'], 'spot.jpg', { type: 'image/jpeg' }),
} as const;
const capture = { kind: 'capture', dataUrl: `data:image/jpeg;base64,${'A'.repeat(2000)}` } as const;
const target = { id: 3, nickname: 'nikos', email: null };

function draft(patch: Partial<MessageDraft>): MessageDraft {
  return { ...emptyMessageDraft, ...patch };
}

/** The toast the form shows for this draft, as 'Title: description', or null. */
function said(form: MessageFormVariant, value: MessageDraft, context: MessageCheckContext) {
  const problem = findMessageProblem(value, context, form);
  return problem && `${problem.toast.title}: ${problem.toast.description}`;
}

describe('the home form checks, in order (SPEC 5)', () => {
  it('1. location, before anything else', () => {
    expect(said(homeForm, emptyMessageDraft, nowhere)).toBe(
      'Location Required: Please enable location access to create messages',
    );
  });

  it('2. an image', () => {
    expect(said(homeForm, emptyMessageDraft, here)).toBe('Image Required: Please select an image');
  });

  it('3. a text message that is not blank', () => {
    expect(said(homeForm, draft({ image: file, hiddenMessage: '  \n ' }), here)).toBe(
      'Message Required: Please enter a hidden message',
    );
  });

  it('4. a PDF for the pdf type', () => {
    expect(said(homeForm, draft({ image: file, messageType: 'pdf' }), here)).toBe(
      'PDF Required: Please select a PDF file',
    );
  });

  it('5. a chosen recipient for a private message', () => {
    const privateOne = draft({
      image: file,
      hiddenMessage: 'x',
      isPrivate: true,
      targetSearch: 'nik',
    });
    expect(said(homeForm, privateOne, here)).toBe(
      'Target User Required: Please select a target user for private messages',
    );
    expect(said(homeForm, { ...privateOne, target }, here)).toBeNull();
  });

  it('6. a total when rewards are on: what the box read as no euros is not sent as no reward', () => {
    const rewarded = draft({ image: file, hiddenMessage: 'x', hasRewards: true, rewardAmount: 0 });
    const refused =
      'Reward Required: Enter the total reward in euros and cents, e.g. 2.50, or untick Add Rewards.';
    for (const form of [homeForm, cameraForm, globalForm]) {
      expect(said(form, rewarded, here)).toBe(refused);
      expect(said(form, { ...rewarded, rewardAmount: 2.5 }, here)).toBeNull();
      expect(said(form, { ...rewarded, hasRewards: false }, here)).toBeNull();
    }
  });

  it('a PDF message needs no text, a text message no PDF', () => {
    const pdf = { data: 'JVBERi0=', fileName: 'a.pdf' };
    expect(said(homeForm, draft({ image: file, messageType: 'pdf', pdf }), here)).toBeNull();
    expect(said(homeForm, draft({ image: file, hiddenMessage: 'Secret' }), here)).toBeNull();
  });
});

describe('the camera form checks, in order (SPEC 5)', () => {
  it('a photo first, and one longer than 1000 characters', () => {
    expect(said(cameraForm, emptyMessageDraft, nowhere)).toBe(
      'Photo Required: Please take a photo first',
    );
    const tiny = { kind: 'capture', dataUrl: 'data:image/jpeg;base64,AAAA' } as const;
    expect(said(cameraForm, draft({ image: tiny }), nowhere)).toBe(
      'Capture Failed: Photo capture failed. Please try again.',
    );
    expect(isUsableCapture('x'.repeat(1000))).toBe(false);
    expect(isUsableCapture('x'.repeat(1001))).toBe(true);
  });

  it('and the location last: what was typed is told first', () => {
    expect(said(cameraForm, draft({ image: capture }), nowhere)).toBe(
      'Message Required: Please enter a hidden message',
    );
    expect(said(cameraForm, draft({ image: capture, hiddenMessage: 'x' }), nowhere)).toBe(
      'Location Required: Please enable location access to create messages',
    );
  });
});

describe('the global form checks, in order (SPEC 5)', () => {
  it('signed in first, then an image, and never a position', () => {
    expect(said(globalForm, emptyMessageDraft, signedOut)).toBe(
      'Login Required: Please log in to create a message',
    );
    expect(said(globalForm, emptyMessageDraft, { position: null, signedIn: true })).toBe(
      'Image Required: Please select or capture an image',
    );
    expect(said(globalForm, draft({ image: file, hiddenMessage: 'x' }), nowhere)).toBeNull();
  });
});

describe('the camera and global forms, after the photo (SPEC 5)', () => {
  it.each([
    { form: cameraForm, image: capture, context: here },
    { form: globalForm, image: file, context: nowhere },
  ])(
    '$form.title: the message, then the PDF to hide, then the recipient',
    ({ form, image, context }) => {
      expect(said(form, draft({ image }), context)).toBe(
        'Message Required: Please enter a hidden message',
      );
      expect(said(form, draft({ image, messageType: 'pdf' }), context)).toBe(
        'PDF Required: Please select a PDF file to hide',
      );
      expect(said(form, draft({ image, hiddenMessage: 'x', isPrivate: true }), context)).toBe(
        'Target User Required: Please select a target user for private messages',
      );
    },
  );
});

describe('the form variants', () => {
  it('word the non-PDF refusal per screen; only Home marks its button until complete', () => {
    const forms = [homeForm, cameraForm, globalForm];
    expect(forms.map((form) => [form.notPdf, form.markIncomplete])).toEqual([
      ['Please select a PDF file only', true],
      ['Only PDF files are allowed', false],
      ['Only PDF files are allowed', false],
    ]);
  });

  it('each name their checks in the order SPEC 5 gives, the reward after them', () => {
    expect(homeForm.checks).toEqual(['location', 'image', 'message', 'pdf', 'target', 'reward']);
    expect(cameraForm.checks).toEqual([
      'image',
      'capture',
      'message',
      'pdf',
      'target',
      'reward',
      'location',
    ]);
    expect(globalForm.checks).toEqual(['signedIn', 'image', 'message', 'pdf', 'target', 'reward']);
  });

  it('report which check failed, for editors that list what is missing (a hunt step)', () => {
    const problem = findMessageProblem(draft({ image: file }), nowhere, {
      checks: ['image', 'location', 'message', 'pdf'],
      words: homeForm.words,
    });
    expect(problem?.check).toBe('location');
  });
});
