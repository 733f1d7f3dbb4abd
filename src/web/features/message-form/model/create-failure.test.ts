import { describe, expect, it } from 'vitest';
import type { ToastOptions } from '@/web/components/ui/use-toast';
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

/** A toast as one line, 'Title: description', to compare at a glance. */
function line(toast: ToastOptions): string {
  return `${toast.title}: ${toast.description ?? ''}`;
}

describe('what a create says (SPEC 8)', () => {
  it("succeeds with 'Success!', or the server's caveat instead of the promise", () => {
    expect(line(createdToast(null))).toBe(
      'Success!: Your message has been created and can be discovered by scanning!',
    );
    expect(line(createdToast('The photo is still being read'))).toBe(
      'Success!: The photo is still being read',
    );
  });

  it("fails in each screen's words when the server says nothing readable", () => {
    const offline = new TypeError('Failed to fetch');
    expect(
      [homeForm, cameraForm, globalForm].map((form) => line(createFailureToast(offline, form))),
    ).toEqual([
      'Error: Failed to create message',
      'Failed to Save Photo: Failed to save photo. Please try again.',
      'Error: Failed to create global message',
    ]);
  });

  it("gives the server's reason under the screen's title", () => {
    const refused = apiError(422, 'Too little readable text in the photo');
    expect(line(createFailureToast(refused, cameraForm))).toBe(
      'Failed to Save Photo: Too little readable text in the photo',
    );
  });

  it("says an unpaid limit in the wallet's words, on every screen", () => {
    const unpaid = apiError(402, 'Need €1.00 for 2 scans. Current balance: €0.00');
    for (const form of [homeForm, cameraForm, globalForm]) {
      expect(line(createFailureToast(unpaid, form))).toBe(
        'Insufficient Balance: Need €1.00 for 2 scans. Current balance: €0.00',
      );
    }
  });

  it('asks the global form to log in again when the session is gone', () => {
    const expired = apiError(401, 'Not signed in');
    expect(line(createFailureToast(expired, globalForm))).toBe(
      'Login Required: Please log in to create a message',
    );
    expect(createFailureToast(expired, homeForm).title).toBe('Error');
  });
});
