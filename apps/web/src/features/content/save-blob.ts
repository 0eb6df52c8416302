/** Offers a downloaded blob to the student as a file with `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the browser has started the download once click() returns; the address can go shortly after
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
