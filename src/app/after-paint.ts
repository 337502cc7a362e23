/**
 * Runs `callback` after the frame that shows the current change: requestAnimationFrame runs
 * before that paint, a task queued from it after. Where there is no requestAnimationFrame, a
 * frame's worth of timer stands in.
 */
export function afterNextPaint(callback: () => void): void {
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (cb: () => void) => setTimeout(cb, 16);
  frame(() => setTimeout(callback, 0));
}
