/**
 * Resolves once the browser has painted the current frame. A part fetched in answer
 * to a press starts its fetch here, so the frame that answers the press is not held
 * up by loading code (the chunk loader's work runs in its own task instead).
 * A hidden page paints nothing, so there it resolves after the current task.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const nextTask = () => setTimeout(resolve, 0);
    if (document.visibilityState === 'hidden') nextTask();
    else requestAnimationFrame(nextTask);
  });
}
