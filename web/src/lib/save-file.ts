/** Saves a file the page holds (an object URL and a temporary download link). */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next tick: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
};

/** Saves a value as a pretty-printed JSON file. */
export const downloadJson = (value: unknown, fileName: string): void =>
  saveBlob(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }), fileName);

/** Saves text as a file (a CSV template by default). */
export const downloadText = (text: string, fileName: string, type = 'text/csv;charset=utf-8'): void =>
  saveBlob(new Blob([text], { type }), fileName);
