import { describe, expect, it } from 'vitest';
import type { Upload, UploadWarning } from '@/shared/contract/endpoints/uploads';
import { photoNotReady } from '@/web/features/message-form/model/photo-readiness';

const warning = (code: UploadWarning['code']): UploadWarning => ({
  code,
  message: `${code} words`,
  blocking: code === 'too-little',
});

const read = (warnings: UploadWarning[]): Upload => ({
  id: 7,
  status: 'read',
  imageUrl: '/api/uploads/7/image',
  width: 100,
  height: 80,
  text: 'Mountain refuge',
  letters: 14,
  regions: [],
  warnings,
  expiresAt: '2026-01-01T00:00:00.000Z',
  photoId: null,
});

describe('whether a form may publish its photo (issue 20)', () => {
  it('publishes a read photo with no warning', () => {
    expect(photoNotReady({ state: { stage: 'read', upload: read([]) }, confirmed: [] })).toBeNull();
  });

  it('refuses too little text in its own words, whatever was confirmed', () => {
    const state = { stage: 'read' as const, upload: read([warning('too-little')]) };
    expect(photoNotReady({ state, confirmed: ['too-common'] })).toEqual({
      title: 'Retake the Photo',
      description:
        'Too little printed text could be read in this photo, so nobody could discover it. Please retake it with the text sharp, well lit and filling the frame.',
    });
  });

  it('wants every soft warning confirmed, and then lets it go', () => {
    const state = {
      stage: 'read' as const,
      upload: read([warning('too-common'), warning('template')]),
    };
    expect(photoNotReady({ state, confirmed: ['too-common'] })?.title).toBe('Check the Photo');
    expect(photoNotReady({ state, confirmed: ['template', 'too-common'] })).toBeNull();
  });

  it('waits while the photo is on its way, and says so when it failed', () => {
    expect(photoNotReady({ state: { stage: 'uploading', sent: 0.5 }, confirmed: [] })?.title).toBe(
      'Still Reading',
    );
    expect(
      photoNotReady({ state: { stage: 'failed', error: new Error('x') }, confirmed: [] })?.title,
    ).toBe('Photo Not Sent');
  });
});
