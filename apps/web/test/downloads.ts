import { onTestFinished, vi } from 'vitest';

/**
 * Catches the files a screen saves (lib/download.ts): the test DOM cannot follow a blob
 * link, so each save's file name is kept instead (until the test ends).
 */
export function catchDownloads(): string[] {
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  onTestFinished(() => click.mockRestore());
  return saved;
}
