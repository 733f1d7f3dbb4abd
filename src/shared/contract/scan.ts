import { z } from 'zod';
import { photoSchema } from './photos';

export const analyzeBodySchema = z.object({
  /** Base64 of the captured photo, without the data: prefix. */
  imageData: z.string().min(100, 'The captured image is too small'),
});
export type AnalyzeBody = z.input<typeof analyzeBodySchema>;

export const analyzeResponseSchema = z.object({ detectedText: z.string() });
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

const scanText = z.string().max(20_000, 'The scanned text is too long');

export const scanBodySchema = z.object({
  text: scanText,
  userLatitude: z.number().min(-90).max(90),
  userLongitude: z.number().min(-180).max(180),
});
export type ScanBody = z.input<typeof scanBodySchema>;

export const scanGlobalBodySchema = z.object({ text: scanText });
export type ScanGlobalBody = z.input<typeof scanGlobalBodySchema>;

/** Matched messages, with their hidden content revealed to the scanner. */
export const scanResponseSchema = z.object({
  matches: z.number().int(),
  photos: z.array(photoSchema),
});
export type ScanResponse = z.infer<typeof scanResponseSchema>;
