/**
 * Resolves once the browser has painted the current frame, so the work that follows
 * never holds that frame up: a part fetched in answer to a press starts its fetch after the frame
 * that answers the press (the chunk loader's work then runs in a task of its own).
 * A page that is not visible paints nothing, so there it resolves after the current task.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const nextTask = () => setTimeout(resolve, 0);
    if (document.visibilityState === 'visible') requestAnimationFrame(nextTask);
    else nextTask();
  });
}
