import { describe, expect, it } from 'vitest';
import { createdToast, createFailureToast } from '@/web/features/message-form/model/create-failure';
import {
  cameraForm,
  globalForm,
  homeForm,
} from '@/web/features/message-form/model/message-form-variants';
import { ApiError } from '@/web/lib/api-client';

function apiError(status: number, error: string): ApiError {
  return new ApiError(status, '', JSON.stringify({ error, code: 'X' }));
}

describe('what a create says (SPEC 8)', () => {
  it("succeeds with 'Success!', or the server's caveat instead of the promise", () => {
    expect(createdToast(null)).toEqual({
      title: 'Success!',
      description: 'Your message has been created and can be discovered by scanning!',
    });
    expect(createdToast('The photo is still being read').description).toBe(
      'The photo is still being read',
    );
  });

  it("fails in each screen's words when the server says nothing readable", () => {
    const offline = new TypeError('Failed to fetch');
    expect(createFailureToast(offline, homeForm)).toEqual({
      title: 'Error',
      description: 'Failed to create message',
    });
    expect(createFailureToast(offline, cameraForm)).toEqual({
      title: 'Failed to Save Photo',
      description: 'Failed to save photo. Please try again.',
    });
    expect(createFailureToast(offline, globalForm)).toEqual({
      title: 'Error',
      description: 'Failed to create global message',
    });
  });

  it("gives the server's reason under the screen's title", () => {
    const refused = apiError(422, 'Too little readable text in the photo');
    expect(createFailureToast(refused, cameraForm)).toEqual({
      title: 'Failed to Save Photo',
      description: 'Too little readable text in the photo',
    });
  });

  it("says an unpaid limit in the wallet's words, on every screen", () => {
    const unpaid = apiError(402, 'Need €1.00 for 2 scans. Current balance: €0.00');
    for (const form of [homeForm, cameraForm, globalForm]) {
      expect(createFailureToast(unpaid, form)).toEqual({
        title: 'Insufficient Balance',
        description: 'Need €1.00 for 2 scans. Current balance: €0.00',
      });
    }
  });

  it('asks the global form to log in again when the session is gone', () => {
    const expired = apiError(401, 'Not signed in');
    expect(createFailureToast(expired, globalForm)).toEqual({
      title: 'Login Required',
      description: 'Please log in to create a message',
    });
    expect(createFailureToast(expired, homeForm).title).toBe('Error');
  });
});
